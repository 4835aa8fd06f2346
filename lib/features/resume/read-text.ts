// A resume's text, or the contact details it gives, read by unpdf (PDF) or mammoth (DOCX),
// normalised and searched in the worker thread of text-reader.ts, within the bounds below, so that
// a crafted file stalls or exhausts only that thread.
import "server-only";
import { RESUME_MAX_BYTES, RESUME_TYPES, type ResumeExtension } from "../../validation/resume";
import type { ContactDetails } from "./contact-details.mjs";
import { readInWorker, type ReadFailure, type WorkerRead } from "./text-reader";

export type ResumeReadingLimits = {
  /** From the read's start in the worker (after the reads asked for before it) to its answer; then the worker is
   * ended. */
  timeoutMs: number;
  /** The worker's JavaScript heap (V8's old generation): parsed objects, text items, strings. */
  heapMb: number;
  /**
   * How far the process's resident memory may grow while a read runs. The heap cap does not see
   * the ArrayBuffers a parser decodes streams into: a 2 MB PDF whose content inflates to
   * gigabytes grew the process by 2.7 GB within 5 s under the heap cap alone.
   */
  residentGrowthMb: number;
  /** PDF pages read, from the first. */
  maxPages: number;
  /** Characters kept, after whitespace is normalised. */
  maxChars: number;
};

// 5 s: a real resume of 20 pages is read in well under a second (0.3 s on a busy 2-core machine).
// 64 MB of heap: such a read needs a few MB; pdf.js's own code fits with room. 256 MB of resident
// growth: far above a real read's (a new worker with pdf.js compiled takes 25 to 40 MB). 20 pages
// and 100,000 characters: far more than any resume, bounded for whatever stores or searches the text.
export const RESUME_READING_LIMITS: Readonly<ResumeReadingLimits> = {
  timeoutMs: 5_000,
  heapMb: 64,
  residentGrowthMb: 256,
  maxPages: 20,
  maxChars: 100_000,
};

export type ReadableResumeKind = Extract<ResumeExtension, "pdf" | "docx">;

/** The reader for a stored resume's MIME type; none for an old Word .doc. */
export function readableKindOf(mime: string): ReadableResumeKind | null {
  return mime === RESUME_TYPES.pdf ? "pdf" : mime === RESUME_TYPES.docx ? "docx" : null;
}
/** "busy": too many reads were waiting for the reader (text-reader.ts). */
export type ResumeTextFailure = ReadFailure | "empty";
export type ResumeText = { text: string } | { text: null; reason: ResumeTextFailure };
export type ResumeDetails = { details: ContactDetails } | { details: null; reason: ReadFailure };

// The raw text the worker sends back: normalising shrinks it, so it may exceed what is kept.
const RAW_CHARS_PER_KEPT = 2;

/** A read of a resume of `kind`; `limits` replaces any of RESUME_READING_LIMITS. */
type ResumeRead<T> = (bytes: Uint8Array, kind: ReadableResumeKind, limits?: Partial<ResumeReadingLimits>) => Promise<T>;

/**
 * The text of a resume of `kind`, or why there is none. Never throws: a file that cannot be read
 * is still a resume, without text.
 */
export const readResumeText: ResumeRead<ResumeText> = async (bytes, kind, limits = {}) => {
  const answer = await read(bytes, kind, "text", limits);
  if ("reason" in answer) return { text: null, reason: answer.reason };
  return answer.text ? { text: answer.text } : { text: null, reason: "empty" };
};

/**
 * The contact details in the text of a resume of `kind`, found in the worker (contact-details.mjs),
 * or why the file could not be read. Never throws.
 */
export const readResumeDetails: ResumeRead<ResumeDetails> = async (bytes, kind, limits = {}) => {
  const answer = await read(bytes, kind, "details", limits);
  if ("reason" in answer) return { details: null, reason: answer.reason };
  return { details: answer.details ?? {} };
};

function read(
  bytes: Uint8Array,
  kind: ReadableResumeKind,
  want: WorkerRead["want"],
  limits: Partial<ResumeReadingLimits>,
) {
  const bounds = { ...RESUME_READING_LIMITS, ...limits };
  // The upload rule refuses larger files before they get here; this holds for any other caller.
  if (bytes.byteLength > RESUME_MAX_BYTES) return Promise.resolve({ reason: "unreadable" as const });
  return readInWorker({ bytes, kind, want, ...bounds, maxRawChars: bounds.maxChars * RAW_CHARS_PER_KEPT });
}
