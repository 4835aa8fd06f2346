// The files of an inbound message: the whole raw message, and at most INBOUND_LIMITS.attachments
// attachments of at most attachmentBytes each whose bytes say PDF, Word (DOCX), PNG, JPEG or plain
// text. The sender's name and Content-Type never decide the type. Everything is stored encrypted
// under `messages/`, like uploads; a file kept out is named in the stored text with why.
import "server-only";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Attachment } from "mailparser";
import {
  INBOUND_LIMITS,
  KEPT_ATTACHMENT_TYPES,
  KEPT_OUT,
  UNNAMED_FILE,
  type KeptExtension,
} from "../../content/conversations-inbound";
import { fileStore, newFileKey } from "../../core/storage";
import { detectDocumentType } from "../../core/uploads/document-type";
import { sniffImage } from "../../core/uploads/image-type";
import { oneLine } from "./inbound-parse";

export const MESSAGE_FILES_PREFIX = "messages";

export type StoredAttachment = { name: string; type: string; size: number; key: string; sha256: string };
export type KeptOut = { name: string; why: string };

// The signatures of the documents kept (PDF, a ZIP such as DOCX) and of the old Word files refused:
// only these are written to a scratch file for detectDocumentType (DOCX needs its directory read).
const DOCUMENT_STARTS = [
  Buffer.from("%PDF"),
  Buffer.from("PK\x03\x04", "latin1"),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0]),
];

type Kept = { extension: KeptExtension; scratch: string | null };

/** What the bytes are, of the kinds kept; null for any other. A document is sniffed from a scratch file. */
async function keptType(scratchDir: string, content: Buffer, declared: string, name: string): Promise<Kept | null> {
  const image = await sniffImage(content);
  if (image)
    return image === "png" || image === "jpeg" ? { extension: image === "png" ? "png" : "jpg", scratch: null } : null;
  if (DOCUMENT_STARTS.some((start) => content.subarray(0, start.length).equals(start))) {
    const scratch = path.join(scratchDir, `${randomUUID()}.part`);
    await fs.writeFile(scratch, content);
    const document = await detectDocumentType(scratch).catch(() => null);
    if (document?.extension === "pdf" || document?.extension === "docx")
      return { extension: document.extension, scratch };
    await fs.rm(scratch, { force: true });
    return null;
  }
  // Plain text has no signature: it is declared as text, is UTF-8 and holds no NUL.
  const saysText = declared.toLowerCase().startsWith("text/plain") || name.toLowerCase().endsWith(".txt");
  if (!saysText || content.includes(0)) return null;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(content);
    return { extension: "txt", scratch: null };
  } catch {
    return null;
  }
}

/** Sorts the attachments into stored ones (encrypted, under fresh keys) and ones kept out. */
export async function storeAttachments(
  attachments: Attachment[],
): Promise<{ stored: StoredAttachment[]; keptOut: KeptOut[] }> {
  const stored: StoredAttachment[] = [];
  const keptOut: KeptOut[] = [];
  const scratch = attachments.length > 0 ? await fileStore.scratchDir() : "";
  try {
    for (const attachment of attachments) {
      const name = oneLine(attachment.filename, INBOUND_LIMITS.nameChars) || UNNAMED_FILE;
      if (stored.length >= INBOUND_LIMITS.attachments) keptOut.push({ name, why: KEPT_OUT.count });
      else if (attachment.content.length > INBOUND_LIMITS.attachmentBytes) keptOut.push({ name, why: KEPT_OUT.size });
      else {
        const file = await storeOne(scratch, attachment, name);
        if (file) stored.push(file);
        else keptOut.push({ name, why: KEPT_OUT.type });
      }
    }
  } catch (error) {
    await removeFiles(stored.map((file) => file.key));
    throw error;
  }
  return { stored, keptOut };
}

async function storeOne(scratchDir: string, attachment: Attachment, name: string): Promise<StoredAttachment | null> {
  const { content } = attachment;
  const kept = await keptType(scratchDir, content, attachment.contentType ?? "", name);
  if (!kept) return null;
  const key = newFileKey(MESSAGE_FILES_PREFIX, kept.extension);
  try {
    await fileStore.save(key, kept.scratch ? { path: kept.scratch } : Readable.from([content]));
  } finally {
    if (kept.scratch) await fs.rm(kept.scratch, { force: true });
  }
  return {
    name,
    type: KEPT_ATTACHMENT_TYPES[kept.extension],
    size: content.length,
    key,
    sha256: createHash("sha256").update(content).digest("hex"),
  };
}

/** The whole message as received, encrypted under a fresh key. */
export async function storeRaw(bytes: Buffer): Promise<string> {
  const key = newFileKey(MESSAGE_FILES_PREFIX, "eml");
  await fileStore.save(key, Readable.from([bytes]));
  return key;
}

/** Removes stored files (a duplicate's, or a failed store's); a missing one is no error. */
export async function removeFiles(keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => fileStore.delete(key).catch(() => undefined)));
}
