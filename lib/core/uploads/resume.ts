// A resume from a multipart request: at most 5 MB, a name ending .pdf, .doc or .docx, and bytes
// that really are such a document. What fails any check is removed before the error is thrown.
import "server-only";
import { unsupportedType } from "../http";
import { detectDocumentType, DOCUMENT_NAME, type DocumentType } from "./document-type";
import { readOneFile, removeScratch, type ScratchFile } from "./multipart";

export const RESUME_FIELD = "resume";
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPE_MESSAGE = "Only PDF, DOC, and DOCX files are allowed!";
export const RESUME_SIZE_MESSAGE = "The file is larger than 5 MB.";

export type ReceivedResume = ScratchFile & { name: string; type: DocumentType; discard(): Promise<void> };

/** The visitor's file name as a label only: no path, no control characters, bounded. */
export function displayName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/\p{Cc}/gu, "").trim();
  return clean.length > 200 ? clean.slice(-200) : clean;
}

export async function receiveResume(request: Request, scratchDir: string): Promise<ReceivedResume> {
  const file = await readOneFile(request, {
    field: RESUME_FIELD,
    maxBytes: RESUME_MAX_BYTES,
    scratchDir,
    tooLargeMessage: RESUME_SIZE_MESSAGE,
  });
  const discard = () => removeScratch([file]);
  try {
    const name = displayName(file.originalName);
    // Both must hold: the name the operator will see, and the bytes themselves.
    if (!DOCUMENT_NAME.test(name)) throw unsupportedType(RESUME_TYPE_MESSAGE);
    const type = await detectDocumentType(file.path);
    if (!type) throw unsupportedType(RESUME_TYPE_MESSAGE);
    return { ...file, name, type, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
