// A newsletter image: accepted only when its bytes are a JPEG, PNG, WebP or GIF, then decoded and
// written again by sharp (metadata dropped, at most 1120 px wide), so what goes out to thousands
// of inboxes is a clean file of ours, never the bytes as uploaded.
import "server-only";
import sharp from "sharp";
import { unsupportedType } from "../../core/http";
import { sniffImageFile } from "../../core/uploads/image-type";
import { NEWSLETTER_IMAGE_MESSAGE } from "../../validation/newsletter";

export type EncodedImage = {
  buffer: Buffer;
  mime: "image/jpeg" | "image/png";
  extension: "jpg" | "png";
  width: number;
  height: number;
};

/** Twice the mail's 560 px column, for sharp screens. */
const MAX_WIDTH = 1120;
const MAX_INPUT_PIXELS = 40_000_000;

/** Re-encodes the image at `filePath`: PNG when it has transparency, JPEG otherwise. 415 for anything else. */
export async function reencodeImage(filePath: string): Promise<EncodedImage> {
  if (!(await sniffImageFile(filePath))) throw unsupportedType(NEWSLETTER_IMAGE_MESSAGE);
  try {
    const input = sharp(filePath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { hasAlpha } = await input.metadata();
    const pipeline = input.rotate().resize({ width: MAX_WIDTH, withoutEnlargement: true });
    const encoded = hasAlpha
      ? pipeline.png({ compressionLevel: 9, palette: true })
      : pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return hasAlpha
      ? { buffer: data, mime: "image/png", extension: "png", width: info.width, height: info.height }
      : { buffer: data, mime: "image/jpeg", extension: "jpg", width: info.width, height: info.height };
  } catch {
    // The magic bytes matched but the file does not decode: a broken or disguised image.
    throw unsupportedType(NEWSLETTER_IMAGE_MESSAGE);
  }
}
