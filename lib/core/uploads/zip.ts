// Reads a ZIP's central directory (never its contents) with bounds that refuse zip bombs and
// truncated or malformed archives: what file-type, reading from the front, cannot see.
import "server-only";
import type { FileHandle } from "node:fs/promises";

export type ZipLimits = { maxEntries: number; maxUncompressedBytes: number };

export const DOCX_ZIP_LIMITS: ZipLimits = { maxEntries: 1000, maxUncompressedBytes: 50 * 1024 * 1024 };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
const MAX_COMMENT = 0xffff;
// Values that mean "see the ZIP64 record": a resume never needs ZIP64, so they are refused.
const ZIP64_U16 = 0xffff;
const ZIP64_U32 = 0xffffffff;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

type Directory = { entries: number; size: number; offset: number; end: number };

/** The end-of-central-directory record: the last signature whose comment runs exactly to the end. */
async function findDirectory(file: FileHandle, fileSize: number): Promise<Directory | null> {
  const tailLength = Math.min(fileSize, EOCD_SIZE + MAX_COMMENT);
  const tailStart = fileSize - tailLength;
  const tail = await readAt(file, tailStart, tailLength);
  for (let i = tail.length - EOCD_SIZE; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== EOCD_SIGNATURE) continue;
    if (i + EOCD_SIZE + tail.readUInt16LE(i + 20) !== tail.length) continue;
    const [disk, directoryDisk] = [tail.readUInt16LE(i + 4), tail.readUInt16LE(i + 6)];
    const [onDisk, entries] = [tail.readUInt16LE(i + 8), tail.readUInt16LE(i + 10)];
    const [size, offset] = [tail.readUInt32LE(i + 12), tail.readUInt32LE(i + 16)];
    if (disk !== 0 || directoryDisk !== 0 || onDisk !== entries) return null;
    if (entries === ZIP64_U16 || size === ZIP64_U32 || offset === ZIP64_U32) return null;
    return { entries, size, offset, end: tailStart + i };
  }
  return null;
}

/**
 * True when the archive's central directory is whole and well formed within `limits`, and every
 * entry it lists starts before it. False for anything else.
 */
export async function zipDirectoryWithin(file: FileHandle, fileSize: number, limits: ZipLimits): Promise<boolean> {
  const directory = await findDirectory(file, fileSize);
  if (!directory || directory.entries === 0 || directory.entries > limits.maxEntries) return false;
  if (directory.offset + directory.size > directory.end) return false;
  const entries = await readAt(file, directory.offset, directory.size);
  if (entries.length !== directory.size) return false;

  let uncompressed = 0;
  let at = 0;
  for (let n = 0; n < directory.entries; n++) {
    if (at + CENTRAL_HEADER_SIZE > entries.length || entries.readUInt32LE(at) !== CENTRAL_SIGNATURE) return false;
    const compressedSize = entries.readUInt32LE(at + 20);
    const size = entries.readUInt32LE(at + 24);
    const recordLength =
      CENTRAL_HEADER_SIZE +
      entries.readUInt16LE(at + 28) +
      entries.readUInt16LE(at + 30) +
      entries.readUInt16LE(at + 32);
    const localOffset = entries.readUInt32LE(at + 42);
    if (at + recordLength > entries.length) return false;
    if (size === ZIP64_U32 || compressedSize === ZIP64_U32 || localOffset === ZIP64_U32) return false;
    uncompressed += size;
    if (uncompressed > limits.maxUncompressedBytes || localOffset >= directory.offset) return false;
    at += recordLength;
  }
  return true;
}
