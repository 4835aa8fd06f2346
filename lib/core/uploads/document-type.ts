// What a resume is, decided from its bytes by file-type: a PDF, a Word 97-2003 (OLE compound
// file) or a Word 2007+ document. The visitor's file name and Content-Type are never trusted for this.
import "server-only";
import fs from "node:fs/promises";
import { fileTypeFromFile } from "file-type";
import { RESUME_TYPES, type ResumeExtension } from "../../validation/resume";
import { DOCX_ZIP_LIMITS, zipDirectoryWithin } from "./zip";

export type DocumentType = { mime: string; extension: ResumeExtension };

/** file-type's name for each accepted kind (it calls every OLE compound file "cfb"). */
const DETECTED: Record<string, ResumeExtension> = { pdf: "pdf", cfb: "doc", docx: "docx" };

export async function detectDocumentType(filePath: string): Promise<DocumentType | null> {
  // Bounded: the upload is at most 5 MB, and file-type inflates only the [Content_Types].xml of a
  // ZIP (at most 1 MB) to tell a Word document from a spreadsheet, a macro document or any ZIP.
  const detected = await fileTypeFromFile(filePath);
  const extension = detected ? DETECTED[detected.ext] : undefined;
  if (!extension) return null;
  if (extension === "docx" && !(await docxIsWhole(filePath))) return null;
  return { mime: RESUME_TYPES[extension], extension };
}

// file-type reads a ZIP's local headers from the front and stops at the first that names the
// type; it never reads the central directory at the end. So a DOCX cut off after its first
// entries, or one whose directory declares gigabytes, passes it; Word needs that directory and
// would unpack those gigabytes. The bounded directory check below refuses both.
async function docxIsWhole(filePath: string): Promise<boolean> {
  const file = await fs.open(filePath, "r");
  try {
    return await zipDirectoryWithin(file, (await file.stat()).size, DOCX_ZIP_LIMITS);
  } finally {
    await file.close();
  }
}
