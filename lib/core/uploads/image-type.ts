// What an uploaded image is, from its first bytes only (never its name or Content-Type). Shared by
// the blog's and the newsletter's image uploads; each decides which of these kinds it accepts.
import "server-only";
import fs from "node:fs/promises";

export type ImageKind = "jpeg" | "png" | "webp" | "gif";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image kind named by the first bytes, or null (SVG, HTML, executables, anything else). */
export function sniffImage(head: Buffer): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG)) return "png";
  if (head.length >= 12 && head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.toString("latin1", 0, 6))) return "gif";
  return null;
}

/** The first 12 bytes of a file: enough for every signature above. */
export async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.open(file, "r");
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
