// Puts a resume beside its submission so that a file never exists without its row: the row
// claims a key first, then the verified file moves in under that key, then the row is marked
// uploaded. Whatever fails after the claim undoes it and removes the file. A submission whose
// file never arrived keeps resumeUploadedAt null, which the operator sees as "resume missing";
// if the server died between claim and mark, the claim goes stale and the visitor's retry
// takes it over (removing any file the dead upload left).
import "server-only";
import { Prisma } from "../../generated/prisma/client";
import { SUBMISSION_ERRORS } from "../../content/messages/submissions";
import { db } from "../../core/db";
import { identifier } from "../../core/db/raw";
import { conflict, invalid, notFound } from "../../core/errors";
import { log } from "../../core/log";
import { fileStore, newFileKey } from "../../core/storage";
import { receiveResume, type ReceivedResume } from "../../core/uploads/resume";
import { RESUME_FIELD, RESUME_TEXT } from "../../validation/resume";
import { requireUserApi } from "../auth";
import { copySavedResume, findProfile, savedResumeOf } from "../profile";
import { isRepeat } from "./repeat";
import { readResumeLater } from "./resume-text";

export type FileKind = "career" | "business";

type FileMeta = { name: string; mime: string; size: number; sha256: string };
type FileRow = { resumeKey: string | null; resumeClaimedAt: unknown; resumeUploadedAt: unknown };

/** A claim is only ever held for the moment a verified file takes to move in; older means it died. */
export const STALE_CLAIM_MS = 5 * 60_000;

/**
 * The file columns of one table, in raw SQL: these run three times per upload (find, claim, mark), and a typed
 * Prisma call would compile its query each time (lib/core/db/raw.ts). Each update names the claim it
 * expects, so no step can touch another upload's claim.
 */
function fileTable(name: "CareerApplication" | "BusinessEnquiry") {
  const table = identifier(name);
  return {
    async find(id: string): Promise<FileRow | null> {
      const rows = await db.$queryRaw<
        FileRow[]
      >`SELECT "resumeKey", "resumeClaimedAt", "resumeUploadedAt" FROM ${table} WHERE "id" = ${id}`;
      return rows[0] ?? null;
    },
    /** Claims the row for `key` if its file key is still `previous` (null, or a stale claim). */
    claim: (id: string, key: string, meta: FileMeta, previous: string | null) => db.$executeRaw`UPDATE ${table}
      SET "resumeKey" = ${key}, "resumeName" = ${meta.name}, "resumeType" = ${meta.mime}, "resumeSize" = ${meta.size},
        "resumeSha256" = ${meta.sha256}, "resumeClaimedAt" = ${new Date()}, "resumeUploadedAt" = NULL
      WHERE "id" = ${id} AND ${previous === null ? Prisma.sql`"resumeKey" IS NULL` : Prisma.sql`"resumeKey" = ${previous} AND "resumeUploadedAt" IS NULL`}`,
    markUploaded: (id: string, key: string) =>
      db.$executeRaw`UPDATE ${table} SET "resumeUploadedAt" = ${new Date()} WHERE "id" = ${id} AND "resumeKey" = ${key}`,
    release: (id: string, key: string) => db.$executeRaw`UPDATE ${table}
      SET "resumeKey" = NULL, "resumeName" = NULL, "resumeType" = NULL, "resumeSize" = NULL, "resumeSha256" = NULL,
        "resumeClaimedAt" = NULL, "resumeUploadedAt" = NULL
      WHERE "id" = ${id} AND "resumeKey" = ${key}`,
  };
}

type FileTable = ReturnType<typeof fileTable>;

const TABLES: Record<FileKind, FileTable> = {
  career: fileTable("CareerApplication"),
  business: fileTable("BusinessEnquiry"),
};

/** An id with no row of its own that names a repeated job application (./repeat.ts). */
const isRepeatOf = async (kind: FileKind, row: FileRow | null, id: string) =>
  !row && kind === "career" && (await isRepeat(id));

const alreadyHasFile = () => conflict(SUBMISSION_ERRORS.alreadyHasFile);

/** The file key a new upload replaces: null when there is none, or a stale claim's. 404/409 otherwise. */
function replaceableKey(row: FileRow | null, now = Date.now()): string | null {
  if (!row) throw notFound(SUBMISSION_ERRORS.unknownId);
  if (row.resumeKey === null) return null;
  const claimedAt =
    row.resumeClaimedAt === null ? 0 : new Date(row.resumeClaimedAt as string | number | Date).getTime();
  if (row.resumeUploadedAt === null && !(now - claimedAt < STALE_CLAIM_MS)) return row.resumeKey;
  throw alreadyHasFile();
}

/**
 * Claims the row for `key`, replacing `previous` (what the row held when the upload began): the
 * update names it, so a row another upload claimed meanwhile is not taken over.
 */
async function claim(
  table: FileTable,
  id: string,
  key: string,
  meta: FileMeta,
  previous: string | null,
): Promise<void> {
  // Zero rows: another upload for the same id won the race, or the row went away meanwhile.
  if ((await table.claim(id, key, meta, previous)) !== 1) {
    replaceableKey(await table.find(id));
    throw alreadyHasFile();
  }
  if (previous !== null) await fileStore.delete(previous).catch(() => undefined);
}

/** Stores the request's resume for submission `id` of `kind`: 404 unknown id, 409 already has one. */
export async function attachResume(kind: FileKind, id: string, request: Request): Promise<void> {
  const table = TABLES[kind];
  // Read before the body, so a bad id costs no upload; the claim names what was read.
  const row = await table.find(id);
  const repeat = await isRepeatOf(kind, row, id);
  const previous = repeat ? null : replaceableKey(row);
  const resume = await receiveResume(request, await fileStore.scratchDir());
  // A repeated application's file is held to the same rule, so it is answered as any, then dropped.
  if (repeat) return resume.discard();
  const key = newFileKey(kind, resume.type.extension);
  try {
    await claim(
      table,
      id,
      key,
      { name: resume.name, mime: resume.type.mime, size: resume.size, sha256: resume.sha256 },
      previous,
    );
  } catch (error) {
    await resume.discard();
    throw error;
  }
  try {
    await fileStore.save(key, { path: resume.path });
    if ((await table.markUploaded(id, key)) !== 1)
      throw new Error(`The claim of ${kind} ${id} vanished before its file was marked.`);
  } catch (error) {
    await undo(table, id, key, resume);
    throw error;
  }
  if (kind === "career") readResumeLater(id, key, resume.type.mime);
}

/**
 * Gives submission `id` a copy of the signed-in applicant's saved resume (lib/features/profile):
 * the career wizard's "use my saved resume". Claimed, copied and marked as an upload is.
 */
export async function attachSavedResume(kind: FileKind, id: string, request: Request): Promise<void> {
  const table = TABLES[kind];
  const row = await table.find(id);
  const repeat = await isRepeatOf(kind, row, id);
  const previous = repeat ? null : replaceableKey(row);
  const user = await requireUserApi(request);
  const saved = savedResumeOf(await findProfile(user.id));
  if (!saved) throw invalid([{ field: RESUME_FIELD, msg: RESUME_TEXT.required }]);
  if (repeat) return;
  const key = newFileKey(kind, saved.extension);
  await claim(table, id, key, saved, previous);
  try {
    await copySavedResume(saved, key);
    if ((await table.markUploaded(id, key)) !== 1)
      throw new Error(`The claim of ${kind} ${id} vanished before its file was marked.`);
  } catch (error) {
    await undo(table, id, key);
    throw error;
  }
  if (kind === "career") readResumeLater(id, key, saved.mime);
}

async function undo(table: FileTable, id: string, key: string, resume?: ReceivedResume): Promise<void> {
  // Each step runs even if another fails: a row left claimed reads as "resume missing", which is
  // honest, while a file left behind would be one without its row.
  await Promise.allSettled([fileStore.delete(key), resume?.discard()]);
  await table.release(id, key).catch((error: unknown) => {
    log.error({ err: error, key }, "could not release an upload's claim");
  });
}
