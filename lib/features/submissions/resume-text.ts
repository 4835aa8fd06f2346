// A career resume's text, read after the application is stored: from the file store, in the
// resume feature's bounded worker, one at a time, and written to the row it belongs to (only
// while the row still names that file). The visitor's answer never waits for it; an unreadable
// file, or an old Word .doc, gets a read time and no text. A read the reader had no room for
// ("busy"), and what is queued when the process stops, are not written: the row keeps resumeReadAt
// null, and upkeep queues it again (unreadResumes below).
import "server-only";
import { performance, type EventLoopUtilization } from "node:perf_hooks";
import type { Readable } from "node:stream";
import { bridge } from "../../core/bridge.mjs";
import { db } from "../../core/db";
import { log } from "../../core/log";
import { fileStore } from "../../core/storage";
import { RESUME_MAX_BYTES } from "../../validation/resume";
import { readableKindOf, readResumeText } from "../resume";

type Job = { id: string; key: string; mime: string; queuedAt: number };

// The resume feature reads one file at a time (its worker's memory is the server's): one read of
// this queue's at once leaves the quick-apply form's reads waiting behind one file at most.
const AT_ONCE = 1;
// Each waiting read is three short strings; past this many the newest are not read.
const QUEUE_MAX = 1000;

// A read costs a core's time (the first after a pause also the worker's start and pdf.js's load,
// a few hundred ms), which a burst of applications would take from answering them (the bench's
// career pairs fell from 0.15x to 0.06x of the bare server): a read waits while the main thread
// was busy for more than BUSY of the last look's time, for at most MAX_WAIT_MS, so the burst is
// answered first and read after.
const BUSY = 0.5;
const LOOK_MS = 500;
const MAX_WAIT_MS = 30_000;

type Reads = {
  queue: Job[];
  running: number;
  settled: Array<() => void>;
  timer: NodeJS.Timeout | null;
  lastLook: EventLoopUtilization;
};
declare module "../../core/bridge.mjs" {
  interface Bridge {
    /** One queue per process, whichever route's bundle loads this module. */
    resumeReads?: Reads;
  }
}
const reads: Reads = (bridge.resumeReads ??= newReads());

function newReads(): Reads {
  // Stopped with the process's other background work (server/server.mjs's stop; a unit test
  // file's end, test/setup-env.ts): a read left queued would otherwise reach a store closed since.
  bridge.stops.push(stopResumeReads);
  return { queue: [], running: 0, settled: [], timer: null, lastLook: performance.eventLoopUtilization() };
}

/** True when the main thread was busy for more than BUSY of the time since the last look. */
function busy(): boolean {
  const now = performance.eventLoopUtilization();
  const since = performance.eventLoopUtilization(now, reads.lastLook);
  reads.lastLook = now;
  return since.utilization > BUSY;
}

async function bytesOf(stream: Readable): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > RESUME_MAX_BYTES) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The resume's text, null when it has none, or "busy" when the reader had no room for it now. */
async function textOf({ key, mime }: Job): Promise<string | null | "busy"> {
  const kind = readableKindOf(mime);
  if (!kind) return null;
  const stream = await fileStore.open(key);
  const bytes = stream ? await bytesOf(stream) : null;
  if (!bytes) return null;
  const read = await readResumeText(bytes, kind);
  return read.text === null && read.reason === "busy" ? "busy" : read.text;
}

async function read(job: Job): Promise<void> {
  try {
    const text = await textOf(job);
    if (text === "busy") return;
    await db.careerApplication.updateMany({
      where: { id: job.id, resumeKey: job.key },
      data: { resumeText: text, resumeReadAt: new Date() },
    });
  } catch (error) {
    log.warn({ err: error, id: job.id }, "a resume's text could not be read");
  }
}

function pump(): void {
  if (reads.timer) return;
  const oldest = reads.queue[0];
  if (oldest && reads.running < AT_ONCE && Date.now() - oldest.queuedAt < MAX_WAIT_MS && busy()) {
    reads.timer = setTimeout(() => {
      reads.timer = null;
      pump();
    }, LOOK_MS);
    reads.timer.unref();
    return;
  }
  while (reads.running < AT_ONCE && reads.queue.length > 0) {
    const job = reads.queue.shift() as Job;
    reads.running += 1;
    void read(job).finally(() => {
      reads.running -= 1;
      pump();
    });
  }
  if (reads.running === 0 && reads.queue.length === 0) {
    const waiting = reads.settled;
    reads.settled = [];
    for (const resolve of waiting) resolve();
  }
}

/** Reads the text of application `id`'s resume (stored under `key`) soon, after the answer. */
export function readResumeLater(id: string, key: string, mime: string): void {
  if (reads.queue.length >= QUEUE_MAX) {
    log.warn({ id }, "too many resumes waiting to be read: this one is left without text");
    return;
  }
  reads.queue.push({ id, key, mime, queuedAt: Date.now() });
  pump();
}

// Upkeep looks for resumes left unread this long after they arrived: by then their own read has
// run or was lost (the reader was busy, the process stopped). So many per run, oldest first.
const UNREAD_AFTER_MS = 10 * 60_000;
const UNREAD_PER_RUN = 100;

/** Queues again the career resumes that arrived UNREAD_AFTER_MS ago or more and were never read; returns how many. */
export async function queueUnreadResumes(now = new Date()): Promise<number> {
  const rows = await db.careerApplication.findMany({
    where: {
      resumeKey: { not: null },
      resumeUploadedAt: { not: null, lte: new Date(now.getTime() - UNREAD_AFTER_MS) },
      resumeReadAt: null,
    },
    select: { id: true, resumeKey: true, resumeType: true },
    orderBy: { resumeUploadedAt: "asc" },
    take: UNREAD_PER_RUN,
  });
  for (const row of rows) if (row.resumeKey && row.resumeType) readResumeLater(row.id, row.resumeKey, row.resumeType);
  return rows.length;
}

/** The process stops: what waits is left unread (upkeep queues it again), the read in flight ends. */
export function stopResumeReads(): Promise<void> {
  reads.queue.length = 0;
  if (reads.timer) clearTimeout(reads.timer);
  reads.timer = null;
  return resumeReadsSettled();
}

/** Resolves once every queued read has ended (tests; a stop that wants them done). */
export function resumeReadsSettled(): Promise<void> {
  if (reads.running === 0 && reads.queue.length === 0) return Promise.resolve();
  return new Promise((resolve) => reads.settled.push(resolve));
}
