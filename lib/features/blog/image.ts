// A blog image from a submission: JPEG, PNG or WebP judged by its first bytes (never its name or
// Content-Type), decoded by sharp with a pixel limit, re-encoded as WebP at most 1600 px wide with
// no metadata, and stored under a server-made key with narrower copies (VARIANT_WIDTHS) for the
// srcset of cards and phones. SVG, GIF and everything else is refused (415). The same pipeline
// stores the proof-of-work images (lib/features/proof) under their own folder: `prefix`.
import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { CREATE_BLOG_TEXT } from "../../content/blog";
import { unsupportedType } from "../../core/http";
import { fileStore, newFileKey } from "../../core/storage";
import { sniffImageFile } from "../../core/uploads/image-type";
import { imageFilesOf, VARIANT_WIDTHS, variantKey, type VariantWidth } from "../../core/uploads/image-variants";
import type { ScratchFile } from "../../core/uploads/multipart";

export { imageFilesOf, VARIANT_WIDTHS, variantKey, type VariantWidth };

export const IMAGE_MAX_WIDTH = 1600;
/** About 40 megapixels: a decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const KEY_PREFIX = "blog";

export type ImageFormat = "jpeg" | "png" | "webp";
export type StoredImage = { key: string; width: number; height: number };

/** The image format of the file's bytes, when it is one a blog accepts; otherwise null. */
async function blogImageFormat(filePath: string): Promise<ImageFormat | null> {
  const kind = await sniffImageFile(filePath);
  return kind === "gif" ? null : kind;
}

/** Decodes `input` (already sniffed as `format`) and writes the re-encoded WebP to `output`. */
export async function reencodeImage(
  input: string,
  output: string,
  format: ImageFormat,
): Promise<{ width: number; height: number }> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false });
    // sharp reads more formats than we accept: the decoder it picked must agree with the bytes.
    if ((await image.metadata()).format !== format) throw new Error("format mismatch");
    const info = await image
      .rotate()
      .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(output);
    return { width: info.width, height: info.height };
  } catch {
    await fs.rm(output, { force: true });
    throw unsupportedType(CREATE_BLOG_TEXT.imageType);
  }
}

/** The variant widths an image `width` px wide has: only those narrower than itself. */
export const variantWidthsOf = (width: number): VariantWidth[] => VARIANT_WIDTHS.filter((w) => w < width);

async function saveFile(key: string, file: string): Promise<void> {
  try {
    await fileStore.save(key, { path: file });
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
}

/** Checks, re-encodes and stores the uploaded image and its narrower copies under `prefix`; the caller removes the
 * scratch upload. */
export async function storeImage(upload: ScratchFile, prefix: string): Promise<StoredImage> {
  const format = await blogImageFormat(upload.path);
  if (!format) throw unsupportedType(CREATE_BLOG_TEXT.imageType);
  const output = path.join(path.dirname(upload.path), `${randomUUID()}.webp`);
  const size = await reencodeImage(upload.path, output, format);
  const key = newFileKey(prefix, "webp");
  try {
    for (const width of variantWidthsOf(size.width)) {
      const file = path.join(path.dirname(upload.path), `${randomUUID()}.webp`);
      await sharp(output).resize({ width }).webp({ quality: 80 }).toFile(file);
      await saveFile(variantKey(key, width), file);
    }
    await saveFile(key, output);
  } catch (error) {
    await deleteImage(key);
    await fs.rm(output, { force: true });
    throw error;
  }
  return { key, ...size };
}

export const storeBlogImage = (upload: ScratchFile) => storeImage(upload, KEY_PREFIX);

/** Removes a stored image and its copies; missing files are not an error. */
export async function deleteImage(key: string): Promise<void> {
  await Promise.allSettled(imageFilesOf(key).map((k) => fileStore.delete(k)));
}

export const deleteBlogImage = deleteImage;

/** The file name an image route serves a stored image (or its copy) under: <uuid>.webp, <uuid>-400w.webp. */
export function imageNameOf(key: string, width?: VariantWidth): string {
  const name = key.slice(key.indexOf("/") + 1);
  return width ? name.replace(/\.webp$/, `-${width}w.webp`) : name;
}

/** The public URL of a stored blog image, /blog-images/<uuid>.webp, or of its copy: /blog-images/<uuid>-400w.webp. */
export const imageUrlOf = (key: string, width?: VariantWidth): string => `/blog-images/${imageNameOf(key, width)}`;

/** `srcset` of a stored image `width` px wide: its copies and itself, at the URLs `urlOf` gives. */
export function srcSetOf(
  key: string,
  width: number,
  urlOf: (key: string, width?: VariantWidth) => string = imageUrlOf,
): string {
  return [...variantWidthsOf(width).map((w) => `${urlOf(key, w)} ${w}w`), `${urlOf(key)} ${width}w`].join(", ");
}

const IMAGE_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-(\d+)w)?\.webp$/;

/**
 * The store keys for a name from the image URL: `key` of the image (its row grants access) and
 * `file`, the copy asked for; null when the name is not one we make.
 */
export function keyOfImageName(name: string, prefix: string = KEY_PREFIX): { key: string; file: string } | null {
  const match = IMAGE_NAME.exec(name);
  if (!match) return null;
  const key = `${prefix}/${match[1]}.webp`;
  if (match[2] === undefined) return { key, file: key };
  const width = VARIANT_WIDTHS.find((w) => String(w) === match[2]);
  return width ? { key, file: variantKey(key, width) } : null;
}
