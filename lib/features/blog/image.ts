// A blog image from a submission: JPEG, PNG or WebP judged by its first bytes (never its name or
// Content-Type), decoded by sharp with a pixel limit, re-encoded as WebP at most 1600 px wide with
// no metadata, and stored under a server-made key. SVG, GIF and everything else is refused (415).
import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { CREATE_BLOG_TEXT } from "../../content/blog";
import { unsupportedType } from "../../core/http";
import { fileStore, newFileKey } from "../../core/storage";
import { sniffImageFile } from "../../core/uploads/image-type";
import type { ScratchFile } from "../../core/uploads/multipart";

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
export async function reencodeImage(input: string, output: string, format: ImageFormat): Promise<{ width: number; height: number }> {
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

/** Checks, re-encodes and stores the uploaded image; the caller removes the scratch upload. */
export async function storeBlogImage(upload: ScratchFile): Promise<StoredImage> {
  const format = await blogImageFormat(upload.path);
  if (!format) throw unsupportedType(CREATE_BLOG_TEXT.imageType);
  const output = path.join(path.dirname(upload.path), `${randomUUID()}.webp`);
  const size = await reencodeImage(upload.path, output, format);
  const key = newFileKey(KEY_PREFIX, "webp");
  try {
    await fileStore.save(key, { path: output });
  } catch (error) {
    await fs.rm(output, { force: true });
    throw error;
  }
  return { key, ...size };
}

/** The public URL of a stored image: /blog-images/<uuid>.webp. */
export function imageUrlOf(key: string): string {
  return `/blog-images/${key.slice(KEY_PREFIX.length + 1)}`;
}

const IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** The store key for a name from the image URL, or null when the name is not one we make. */
export function keyOfImageName(name: string): string | null {
  return IMAGE_NAME.test(name) ? `${KEY_PREFIX}/${name}` : null;
}
