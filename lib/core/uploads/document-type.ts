// What a resume is, decided from its bytes: a PDF, a Word 97-2003 (OLE) or a Word 2007+ (ZIP)
// document. The visitor's file name and Content-Type are never trusted for this.
import "server-only";
import fs from "node:fs/promises";
import { DOCX_ZIP_LIMITS, zipHasEntry } from "./zip";

export type DocumentType = { mime: string; extension: "pdf" | "doc" | "docx" };

export const DOCUMENT_TYPES = {
  pdf: { mime: "application/pdf", extension: "pdf" },
  doc: { mime: "application/msword", extension: "doc" },
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extension: "docx" },
} as const satisfies Record<string, DocumentType>;

/** The spec's rule for names (the same one the wizard applies before sending). */
export const DOCUMENT_NAME = /\.(pdf|docx?)$/i;

const PDF = Buffer.from("%PDF-", "latin1");
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const startsWith = (head: Buffer, magic: Buffer) => head.length >= magic.length && head.subarray(0, magic.length).equals(magic);

export async function detectDocumentType(filePath: string): Promise<DocumentType | null> {
  const file = await fs.open(filePath, "r");
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(8);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    const magic = head.subarray(0, bytesRead);
    if (startsWith(magic, PDF)) return DOCUMENT_TYPES.pdf;
    if (startsWith(magic, OLE)) return DOCUMENT_TYPES.doc;
    if (startsWith(magic, ZIP_LOCAL) && (await zipHasEntry(file, size, "word/document.xml", DOCX_ZIP_LIMITS))) {
      return DOCUMENT_TYPES.docx;
    }
    return null;
  } finally {
    await file.close();
  }
}
