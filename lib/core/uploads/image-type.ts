// What an uploaded image is, from its bytes by file-type (never its name or Content-Type). Shared
// by the blog's and the newsletter's image uploads; each decides which of these kinds it accepts.
import "server-only";
import { fileTypeFromBuffer, fileTypeFromFile, type FileTypeResult } from "file-type";

export type ImageKind = "jpeg" | "png" | "webp" | "gif";

// An animated PNG is a PNG whose first frame every decoder shows, as it always was accepted here.
const KINDS: Record<string, ImageKind> = { jpg: "jpeg", png: "png", apng: "png", webp: "webp", gif: "gif" };

const kindOf = (detected: FileTypeResult | undefined): ImageKind | null =>
  detected ? (KINDS[detected.ext] ?? null) : null;

/** The image kind of these bytes, or null (SVG, HTML, executables, anything else). */
export async function sniffImage(bytes: Uint8Array): Promise<ImageKind | null> {
  return kindOf(await fileTypeFromBuffer(bytes));
}

/** The image kind of an uploaded file (at most a few MB: the upload's own limit bounds the read). */
export async function sniffImageFile(filePath: string): Promise<ImageKind | null> {
  return kindOf(await fileTypeFromFile(filePath));
}
