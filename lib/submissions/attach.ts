// Puts a resume beside its submission so that a file never exists without its row: the row
// claims a key first, then the verified file moves in under that key, then the row is marked
// uploaded. Whatever fails after the claim undoes it and removes the file. A submission whose
// file never arrived keeps resumeUploadedAt null, which the operator sees as "resume missing".
import "server-only";
import { db } from "../db";
import { conflict, notFound } from "../http";
import { fileStore, newFileKey } from "../storage";
import { receiveResume, type ReceivedResume } from "../uploads/resume";

export type FileKind = "career" | "business";

type FileColumns = {
  resumeKey: string | null;
  resumeName: string | null;
  resumeType: string | null;
  resumeSize: number | null;
  resumeSha256: string | null;
  resumeUploadedAt: Date | null;
};
type FileWhere = { id: string; resumeKey: string | null };
type FileTable = {
  find(id: string): Promise<{ resumeKey: string | null } | null>;
  update(where: FileWhere, data: Partial<FileColumns>): Promise<{ count: number }>;
};

const TABLES: Record<FileKind, FileTable> = {
  career: {
    find: (id) => db.careerApplication.findUnique({ where: { id }, select: { resumeKey: true } }),
    update: (where, data) => db.careerApplication.updateMany({ where, data }),
  },
  business: {
    find: (id) => db.businessEnquiry.findUnique({ where: { id }, select: { resumeKey: true } }),
    update: (where, data) => db.businessEnquiry.updateMany({ where, data }),
  },
};

const UNCLAIMED: FileColumns = {
  resumeKey: null,
  resumeName: null,
  resumeType: null,
  resumeSize: null,
  resumeSha256: null,
  resumeUploadedAt: null,
};

function assertAcceptsFile(row: { resumeKey: string | null } | null): void {
  if (!row) throw notFound("No submission has this id.");
  if (row.resumeKey !== null) throw conflict("This submission already has its file.");
}

async function claim(table: FileTable, id: string, key: string, resume: ReceivedResume): Promise<void> {
  const { count } = await table.update(
    { id, resumeKey: null },
    { resumeKey: key, resumeName: resume.name, resumeType: resume.type.mime, resumeSize: resume.size, resumeSha256: resume.sha256 },
  );
  if (count === 1) return;
  // Another upload for the same id won the race, or the row went away meanwhile.
  assertAcceptsFile(await table.find(id));
  throw conflict("This submission already has its file.");
}

/** Stores the request's resume for submission `id` of `kind`: 404 unknown id, 409 already has one. */
export async function attachResume(kind: FileKind, id: string, request: Request): Promise<void> {
  const table = TABLES[kind];
  // Checked before reading the body too, so a bad id costs no upload.
  assertAcceptsFile(await table.find(id));
  const resume = await receiveResume(request, await fileStore.scratchDir());
  const key = newFileKey(kind, resume.type.extension);
  try {
    await claim(table, id, key, resume);
  } catch (error) {
    await resume.discard();
    throw error;
  }
  try {
    await fileStore.save(key, { path: resume.path });
    const marked = await table.update({ id, resumeKey: key }, { resumeUploadedAt: new Date() });
    if (marked.count !== 1) throw new Error(`The claim of ${kind} ${id} vanished before its file was marked.`);
  } catch (error) {
    await undo(table, id, key, resume);
    throw error;
  }
}

async function undo(table: FileTable, id: string, key: string, resume: ReceivedResume): Promise<void> {
  // Each step runs even if another fails: a row left claimed reads as "resume missing", which is
  // honest, while a file left behind would be one without its row.
  await Promise.allSettled([fileStore.delete(key), resume.discard()]);
  await table.update({ id, resumeKey: key }, UNCLAIMED).catch((error: unknown) => {
    console.error(`[uploads] could not release the claim of ${key}`, error);
  });
}
