// A resume from a multipart request: the rule of lib/validation/resume.ts (size, name), and bytes
// that really are such a document. What fails any check is removed before the error is thrown.
import "server-only";
import { FILE_TEXT } from "../../content/uploads";
import { unsupportedType } from "../http";
import { fileStore, newFileKey } from "../storage";
import { RESUME_FIELD, RESUME_MAX_BYTES, RESUME_NAME, RESUME_TEXT } from "../../validation/resume";
import { detectDocumentType, type DocumentType } from "./document-type";
import { readMultipart, readOneFile, removeScratch, type ScratchFile } from "./multipart";

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
    tooLargeMessage: RESUME_TEXT.tooBig,
  });
  return checkResume(file);
}

/** A received file held to the resume rule (name and bytes); removed when it fails it. */
export async function checkResume(file: ScratchFile): Promise<ReceivedResume> {
  const discard = () => removeScratch([file]);
  try {
    const name = displayName(file.originalName);
    // Both must hold: the name the operator will see, and the bytes themselves.
    if (!RESUME_NAME.test(name)) throw unsupportedType(RESUME_TEXT.wrongType);
    const type = await detectDocumentType(file.path);
    if (!type) throw unsupportedType(FILE_TEXT.notDocument);
    return { ...file, name, type, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/**
 * A multipart form of text fields and at most one resume (quick apply, the saved profile): the
 * fields go through `parse` (which may throw), then a file sent is held to the resume rule. The
 * scratch file is gone on any failure.
 */
export async function readResumeForm<T>(
  request: Request,
  limits: { maxFields: number; maxFieldsBytes: number; scratchDir: string },
  parse: (fields: Record<string, string>, hasFile: boolean) => T | Promise<T>,
): Promise<{ input: T; resume: ReceivedResume | null }> {
  const form = await readMultipart(request, {
    fileField: RESUME_FIELD,
    maxFileBytes: RESUME_MAX_BYTES,
    tooLargeMessage: RESUME_TEXT.tooBig,
    ...limits,
  });
  let input: T;
  try {
    input = await parse(form.fields, form.file !== null);
  } catch (error) {
    await removeScratch(form.file ? [form.file] : []);
    throw error;
  }
  return { input, resume: form.file ? await checkResume(form.file) : null };
}

/** Moves the resume into the file store under a new key of `prefix`; its scratch file is removed when that fails. */
export async function saveResume(resume: ReceivedResume, prefix: string): Promise<string> {
  const key = newFileKey(prefix, resume.type.extension);
  try {
    await fileStore.save(key, { path: resume.path });
  } catch (error) {
    await resume.discard();
    throw error;
  }
  return key;
}
