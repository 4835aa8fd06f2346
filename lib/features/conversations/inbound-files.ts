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
import { sniffImageFile } from "../../core/uploads/image-type";
import { oneLine } from "./inbound-parse";

export const MESSAGE_FILES_PREFIX = "messages";

export type StoredAttachment = { name: string; type: string; size: number; key: string; sha256: string };
export type KeptOut = { name: string; why: string };

/** What the bytes of a scratch file are, of the kinds kept; null for any other. */
async function keptType(
  filePath: string,
  content: Buffer,
  declared: string,
  name: string,
): Promise<KeptExtension | null> {
  const document = await detectDocumentType(filePath);
  if (document?.extension === "pdf" || document?.extension === "docx") return document.extension;
  if (document) return null;
  const image = await sniffImageFile(filePath);
  if (image === "png") return "png";
  if (image === "jpeg") return "jpg";
  if (image) return null;
  // Plain text has no signature: it is declared as text, is UTF-8 and holds no NUL.
  const saysText = declared.toLowerCase().startsWith("text/plain") || name.toLowerCase().endsWith(".txt");
  if (!saysText || content.includes(0)) return null;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(content);
    return "txt";
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
  const scratch = await fileStore.scratchDir();
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

async function storeOne(scratch: string, attachment: Attachment, name: string): Promise<StoredAttachment | null> {
  const filePath = path.join(scratch, `${randomUUID()}.part`);
  await fs.writeFile(filePath, attachment.content);
  try {
    const extension = await keptType(filePath, attachment.content, attachment.contentType ?? "", name);
    if (!extension) return null;
    const key = newFileKey(MESSAGE_FILES_PREFIX, extension);
    await fileStore.save(key, { path: filePath });
    return {
      name,
      type: KEPT_ATTACHMENT_TYPES[extension],
      size: attachment.content.length,
      key,
      sha256: createHash("sha256").update(attachment.content).digest("hex"),
    };
  } finally {
    await fs.rm(filePath, { force: true });
  }
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
