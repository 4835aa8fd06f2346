// The resume rule (spec 001, 5.1), written once: the wizard's file chooser checks it before
// sending (name and size, then the first bytes), and the upload handler checks it again (name and
// size here, the whole file in lib/core/uploads).
import { FILE_TEXT } from "../content/uploads";

export const RESUME_FIELD = "resume";
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
const MAX_MB = RESUME_MAX_BYTES / (1024 * 1024);

/** The accepted kinds: extension (also the stored file's) and MIME type. */
export const RESUME_TYPES = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
export type ResumeExtension = keyof typeof RESUME_TYPES;

/** The spec's rule for names: .pdf, .doc or .docx, in any case. */
export const RESUME_NAME = /\.(pdf|docx?)$/i;
/** The file input's `accept`: the extensions, then their MIME types. */
export const RESUME_ACCEPT = [
  ...Object.keys(RESUME_TYPES).map((extension) => `.${extension}`),
  ...Object.values(RESUME_TYPES),
].join(",");

export const RESUME_TEXT = {
  label: "Resume",
  hint: `PDF, DOC or DOCX, up to ${MAX_MB} MB`,
  /** The spec's alert for a name that is not .pdf, .doc or .docx (also the server's 415). */
  wrongType: "Only PDF, DOC, and DOCX files are allowed!",
  /** Shown by the chooser and answered by the server (413). */
  tooBig: `The file is larger than ${MAX_MB} MB.`,
  required: "Resume is required",
};

/** What is wrong with a chosen file by the rule (its name, then its size), or null; the server checks its bytes too. */
export function resumeProblem(file: { name: string; size: number }): string | null {
  if (!RESUME_NAME.test(file.name)) return RESUME_TEXT.wrongType;
  return file.size > RESUME_MAX_BYTES ? RESUME_TEXT.tooBig : null;
}

// The first bytes of each accepted kind: "%PDF", an OLE compound file (DOC), a ZIP (DOCX: the
// server reads the rest of it). The browser reads these with File.slice as soon as a file is chosen.
const SIGNATURES: ReadonlyArray<readonly number[]> = [
  [0x25, 0x50, 0x44, 0x46],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  [0x50, 0x4b, 0x03, 0x04],
];
/** How many bytes from the start of a file `resumeBytesProblem` reads. */
export const RESUME_HEAD_BYTES = 8;

/** What is wrong with a file whose first bytes are `head`: empty, or not a PDF or Word document; else null. */
export function resumeBytesProblem(head: Uint8Array): string | null {
  if (head.length === 0) return FILE_TEXT.empty;
  return SIGNATURES.some((signature) => signature.every((byte, at) => head[at] === byte))
    ? null
    : FILE_TEXT.notDocument;
}

/** Where a chosen resume is sent to be read for the details it gives (lib/features/resume/details.ts). */
export const RESUME_DETAILS_PATH = "/api/resume/details";
