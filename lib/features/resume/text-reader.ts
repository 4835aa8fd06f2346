// One worker thread reads the resumes of this process, one file at a time, and ends after a few
// idle seconds. A thread per read cost a heap of its own and pdf.js's load every time (30 to 40 MB
// resident each, two at once after a burst of applications), which took the server past its
// memory budget. A read that times out, outgrows its bounds or fails the thread ends that thread;
// the next read starts another, so a crafted file still stalls or exhausts only its own thread.
import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { bridge } from "../../core/bridge.mjs";
import { log } from "../../core/log";
import type { ContactDetails } from "./contact-details.mjs";

export type ReadFailure = "timeout" | "memory" | "unreadable" | "busy";
export type WorkerRead = {
  bytes: Uint8Array;
  kind: "pdf" | "docx";
  /** The file's normalised text, or only the contact details found in it (read in the worker). */
  want: "text" | "details";
  /** From the read's start in the worker to its answer. */
  timeoutMs: number;
  /** The worker's old generation; a read that asks for another size gets a worker of its own. */
  heapMb: number;
  /** How far the process's resident memory may grow while the read runs. */
  residentGrowthMb: number;
  maxPages: number;
  /** Characters the parser's text is cut to before it is normalised. */
  maxRawChars: number;
  /** Characters kept after normalising. */
  maxChars: number;
};
export type WorkerAnswer = { text: string; details: null } | { text: null; details: ContactDetails };
type Answer = WorkerAnswer | { reason: ReadFailure };

// The worker is a plain ESM file found at run time from the checkout, where `npm start` runs.
// Nothing imports it: webpack would bundle it, and the pdf.js inside unpdf, into the server's
// chunks. A path it cannot follow keeps it out.
const WORKER_FILE = "lib/features/resume/extract-worker.mjs";
/** How long the worker waits for the next file before it ends and its memory goes. */
export const READER_IDLE_MS = 5_000;
// Reads waiting for the worker, each kind within its own budget so that visitors' reads (the
// quick-apply form's details, rate-limited per IP) never leave the background reader of stored
// resumes (one read at a time) without room, nor the other way round. Past its budget a read is
// answered "busy" at once; the background reader then tries again later.
const WAITING_MAX: Readonly<Record<WorkerRead["want"], number>> = { details: 15, text: 5 };
// V8's default young generation is 16 MB per semi-space; a reader's short-lived objects need far
// less, and every MB of it is resident while the worker lives.
const YOUNG_GENERATION_MB = 4;
const MEMORY_SAMPLE_MS = 50;
const MB = 1024 * 1024;

type Waiting = WorkerRead & { resolve: (answer: Answer) => void };
type Thread = {
  worker: Worker;
  heapMb: number;
  current: { id: number; finish: (answer: Answer, fatal: boolean) => void } | null;
};
type Reader = {
  waiting: Waiting[];
  thread: Thread | null;
  reading: boolean;
  idle: NodeJS.Timeout | null;
  lastId: number;
};

declare module "../../core/bridge.mjs" {
  interface Bridge {
    /** One reader per process, whichever route's bundle loads this module. */
    resumeReader?: Reader;
  }
}
const reader: Reader = (bridge.resumeReader ??= newReader());

function newReader(): Reader {
  // Ended with the process's other background work (server/server.mjs's stop; a unit test file's end).
  bridge.stops.push(stopReader);
  return { waiting: [], thread: null, reading: false, idle: null, lastId: 0 };
}

type Message = { id: number; text: string | null; details: ContactDetails | null };
const isMessage = (value: unknown): value is Message =>
  typeof value === "object" &&
  value !== null &&
  "id" in value &&
  "text" in value &&
  "details" in value &&
  (typeof value.text === "string" || value.text === null) &&
  typeof value.details === "object";
/** The worker's answer; a message with neither text nor details is a file it could not read. */
const answerOf = ({ text, details }: Message): Answer =>
  text !== null ? { text, details: null } : details ? { text: null, details } : { reason: "unreadable" };

/** The text or contact details of `read.bytes`, or why there are none, once the files asked for before it are read.
 * Never throws. */
export function readInWorker(read: WorkerRead): Promise<Answer> {
  if (reader.waiting.filter((waiting) => waiting.want === read.want).length >= WAITING_MAX[read.want])
    return Promise.resolve({ reason: "busy" });
  return new Promise((resolve) => {
    reader.waiting.push({ ...read, resolve });
    next();
  });
}

function next(): void {
  if (reader.reading) return;
  const read = reader.waiting.shift();
  if (!read) return endWhenIdle();
  if (reader.idle) clearTimeout(reader.idle);
  reader.idle = null;
  reader.reading = true;
  void run(read).then((answer) => {
    reader.reading = false;
    read.resolve(answer);
    next();
  });
}

function endWhenIdle(): void {
  if (!reader.thread || reader.idle) return;
  reader.idle = setTimeout(() => {
    reader.idle = null;
    if (!reader.reading) endThread();
  }, READER_IDLE_MS);
  reader.idle.unref();
}

/** Ends the worker once the read in flight is answered (the process stops); reads asked later start another. */
export async function stopReader(): Promise<void> {
  for (const waiting of reader.waiting.splice(0)) waiting.resolve({ reason: "busy" });
  while (reader.reading) await new Promise((resolve) => setTimeout(resolve, 20));
  if (reader.idle) clearTimeout(reader.idle);
  reader.idle = null;
  endThread();
}

function endThread(): void {
  const thread = reader.thread;
  reader.thread = null;
  if (thread) void thread.worker.terminate();
}

function threadFor(heapMb: number): Thread | null {
  if (reader.thread && reader.thread.heapMb !== heapMb) endThread();
  if (reader.thread) return reader.thread;
  let worker: Worker;
  try {
    worker = new Worker(path.join(/*turbopackIgnore: true*/ process.cwd(), WORKER_FILE), {
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      // No flags or settings of the server's: the parsers need none and see no secret.
      execArgv: [],
      env: {},
    });
  } catch (error) {
    log.error({ err: error }, "resume text: the worker could not start");
    return null;
  }
  const thread: Thread = { worker, heapMb, current: null };
  worker.on("message", (message: unknown) => {
    if (isMessage(message) && thread.current?.id === message.id) thread.current.finish(answerOf(message), false);
  });
  worker.on("error", (error: Error & { code?: string }) => {
    const memory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
    // The worker catches every parser error itself: this is the worker failing (a missing file,
    // a missing package), which no visitor's file causes.
    if (!memory) log.error({ err: error }, "resume text: the worker failed");
    thread.current?.finish({ reason: memory ? "memory" : "unreadable" }, true);
  });
  worker.on("exit", () => {
    thread.current?.finish({ reason: "unreadable" }, true);
    if (reader.thread === thread) reader.thread = null;
  });
  reader.thread = thread;
  return thread;
}

function run(read: WorkerRead): Promise<Answer> {
  const thread = threadFor(read.heapMb);
  if (!thread) return Promise.resolve({ reason: "unreadable" });
  return new Promise((resolve) => {
    const id = ++reader.lastId;
    const baseline = process.memoryUsage.rss();
    // `fatal`: the thread timed out, outgrew its bounds or died, and is ended; a file a parser
    // refused leaves it ready for the next one.
    const finish = (answer: Answer, fatal: boolean) => {
      if (thread.current?.id !== id) return;
      thread.current = null;
      clearTimeout(timer);
      clearInterval(memoryWatch);
      if (fatal && reader.thread === thread) endThread();
      else thread.worker.unref();
      resolve(answer);
    };
    thread.current = { id, finish };
    const timer = setTimeout(() => finish({ reason: "timeout" }, true), read.timeoutMs);
    const memoryWatch = setInterval(() => {
      if (process.memoryUsage.rss() - baseline > read.residentGrowthMb * MB) finish({ reason: "memory" }, true);
    }, MEMORY_SAMPLE_MS);
    thread.worker.ref();
    // A copy the worker owns: the caller's bytes may share their memory (Buffer's pool).
    const bytes = new Uint8Array(read.bytes);
    const { kind, want, maxPages, maxRawChars, maxChars } = read;
    thread.worker.postMessage({ id, bytes, kind, want, maxPages, maxRawChars, maxChars }, [bytes.buffer]);
  });
}
