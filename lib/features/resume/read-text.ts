// A resume's text, read by unpdf (PDF) or mammoth (DOCX) in a worker thread that this module bounds
// in time and memory and ends, so that a crafted file stalls or exhausts only that thread.
import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { log } from "../../core/log";
import { RESUME_MAX_BYTES, RESUME_TYPES, type ResumeExtension } from "../../validation/resume";
import { normaliseText } from "./normalise";

export type ResumeReadingLimits = {
  /** From the worker's start to its answer; then it is ended. */
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
// growth: the worker itself (heap, pdf.js compiled) takes about 100 MB. 20 pages and 100,000
// characters: far more than any resume, bounded for whatever stores or searches the text.
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
export type ResumeTextFailure = "timeout" | "memory" | "unreadable" | "empty";
export type ResumeText = { text: string } | { text: null; reason: ResumeTextFailure };

// The worker is a plain ESM file found at run time from the checkout, where `npm start` runs.
// Nothing imports it: webpack would bundle it, and the pdf.js inside unpdf, into the server's
// chunks. A path it cannot follow keeps it out.
const WORKER_FILE = "lib/features/resume/extract-worker.mjs";
// The raw text the worker sends back: normalising shrinks it, so it may exceed what is kept.
const RAW_CHARS_PER_KEPT = 2;
const MEMORY_SAMPLE_MS = 50;
const MB = 1024 * 1024;

type WorkerAnswer = { text: string | null };

const isAnswer = (value: unknown): value is WorkerAnswer =>
  typeof value === "object" && value !== null && "text" in value && (typeof value.text === "string" || value.text === null);

/**
 * The text of a resume of `kind`, or why there is none. Never throws: a file that cannot be read
 * is still a resume, without text. `limits` replaces any of RESUME_READING_LIMITS.
 */
export async function readResumeText(
  bytes: Uint8Array,
  kind: ReadableResumeKind,
  limits: Partial<ResumeReadingLimits> = {},
): Promise<ResumeText> {
  const bounds = { ...RESUME_READING_LIMITS, ...limits };
  // The upload rule refuses larger files before they get here; this holds for any other caller.
  if (bytes.byteLength > RESUME_MAX_BYTES) return { text: null, reason: "unreadable" };
  const raw = await readInWorker(bytes, kind, bounds);
  if (typeof raw !== "string") return { text: null, reason: raw.reason };
  const text = normaliseText(raw, bounds.maxChars);
  return text ? { text } : { text: null, reason: "empty" };
}

function readInWorker(bytes: Uint8Array, kind: ReadableResumeKind, bounds: ResumeReadingLimits): Promise<string | { reason: ResumeTextFailure }> {
  return new Promise((resolve) => {
    // A copy the worker owns: the caller's bytes may share their memory (Buffer's pool).
    const data = new Uint8Array(bytes);
    let worker: Worker;
    try {
      worker = new Worker(path.join(/*turbopackIgnore: true*/ process.cwd(), WORKER_FILE), {
        workerData: { bytes: data, kind, maxPages: bounds.maxPages, maxRawChars: bounds.maxChars * RAW_CHARS_PER_KEPT },
        transferList: [data.buffer],
        resourceLimits: { maxOldGenerationSizeMb: bounds.heapMb },
        // No flags or settings of the server's: the parser needs none and sees no secret.
        execArgv: [],
        env: {},
      });
    } catch (error) {
      log.error({ err: error }, "resume text: the worker could not start");
      resolve({ reason: "unreadable" });
      return;
    }

    const baseline = process.memoryUsage.rss();
    let settled = false;
    const finish = (answer: string | { reason: ResumeTextFailure }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(memoryWatch);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => finish({ reason: "timeout" }), bounds.timeoutMs);
    const memoryWatch = setInterval(() => {
      if (process.memoryUsage.rss() - baseline > bounds.residentGrowthMb * MB) finish({ reason: "memory" });
    }, MEMORY_SAMPLE_MS);

    worker.on("message", (message: unknown) => {
      finish(isAnswer(message) && message.text !== null ? message.text : { reason: "unreadable" });
    });
    worker.on("error", (error: Error & { code?: string }) => {
      if (error.code === "ERR_WORKER_OUT_OF_MEMORY") return finish({ reason: "memory" });
      // The worker catches every parser error itself: this is the worker failing (a missing file,
      // a missing package), which no visitor's file causes.
      log.error({ err: error }, "resume text: the worker failed");
      finish({ reason: "unreadable" });
    });
    worker.on("exit", () => finish({ reason: "unreadable" }));
  });
}
