// Quick apply from a job's page: one multipart request with the applicant's fields and resume.
// The resume is held to the wizard's rule (streamed with limits, sniffed), stored encrypted, and
// then the application row (source "quick", the job, the resume's columns) goes in with its two
// mails in one transaction (saveSubmission): the same notification, acknowledgement, "My
// applications" entry, withdraw and retention as a wizard application. The file is saved before
// its row, as blog images are: a crash in between leaves a file no row names, which the upkeep's
// orphan sweep removes (lib/features/admin/orphan-files.ts).
import "server-only";
import { JOB_GONE, QUICK_APPLY_TEXT, areaLabel } from "../../content/jobs";
import { HttpError, invalid, notFound } from "../../core/http";
import { enforceRateLimit, RATE_RULES } from "../../core/rate-limit";
import { guardPublicPost } from "../../core/public-post";
import { parseWith } from "../../core/request";
import { fileStore, newFileKey } from "../../core/storage";
import { readMultipart, removeScratch } from "../../core/uploads/multipart";
import { checkResume, type ReceivedResume } from "../../core/uploads/resume";
import type { Prisma } from "../../generated/prisma/client";
import { quickApplySchema, type QuickApplyInput } from "../../validation/quick-apply";
import { RESUME_FIELD, RESUME_MAX_BYTES, RESUME_TEXT } from "../../validation/resume";
import { findPublicJob } from "../jobs";
import { CAREER } from "./definitions";
import { readResumeLater } from "./resume-text";
import { saveSubmission, type SaveDefinition } from "./save";

const SCOPE = "quick-apply";
// The text fields and the cover note, with room to spare; the resume has its own limit.
const FIELDS_LIMIT = { maxFields: 8, maxFieldsBytes: 16 * 1024 };

type StoredResume = { key: string; resume: ReceivedResume };
type QuickApplication = QuickApplyInput & { id?: string; job: { id: string; title: string; area: string }; stored: StoredResume };

// A career application as the wizard's are (its kind's mails, lists and views), with its own row.
const QUICK_CAREER: SaveDefinition<QuickApplication> = {
  kind: CAREER.kind,
  table: CAREER.table,
  email: (input) => input.emailAddress,
  row: ({ id, firstName, lastName, emailAddress, phoneNumber, coverNote, job, stored }, stamps): Prisma.CareerApplicationUncheckedCreateInput => ({
    id,
    firstName,
    lastName,
    emailAddress,
    phoneNumber,
    coverNote: coverNote || null,
    source: "quick",
    position: job.title,
    industry: areaLabel(job.area),
    jobId: job.id,
    resumeKey: stored.key,
    resumeName: stored.resume.name,
    resumeType: stored.resume.type.mime,
    resumeSize: stored.resume.size,
    resumeSha256: stored.resume.sha256,
    resumeClaimedAt: stamps.createdAt,
    resumeUploadedAt: stamps.createdAt,
    ...stamps,
  }),
};

/** The job applied to, if it takes applications: 404 unknown, 410 closed or past its date. */
async function openJob(slug: string) {
  const found = await findPublicJob(slug);
  if (!found) throw notFound(QUICK_APPLY_TEXT.unknownJob);
  if (found.state === "gone") throw new HttpError(410, JOB_GONE.title);
  return found.job;
}

/** The fields, checked, and the resume held to its rule; the scratch file is gone on any failure. */
async function readApplication(request: Request): Promise<{ input: QuickApplyInput; resume: ReceivedResume }> {
  const form = await readMultipart(request, {
    fileField: RESUME_FIELD,
    maxFileBytes: RESUME_MAX_BYTES,
    ...FIELDS_LIMIT,
    scratchDir: await fileStore.scratchDir(),
    tooLargeMessage: RESUME_TEXT.tooBig,
  });
  let input: QuickApplyInput;
  try {
    input = parseWith(quickApplySchema, form.fields);
    if (!form.file) throw invalid([{ field: RESUME_FIELD, msg: RESUME_TEXT.required }]);
    await enforceRateLimit([{ key: `${SCOPE}:email:${input.emailAddress}`, rule: RATE_RULES.perEmail }]);
  } catch (error) {
    await removeScratch(form.file ? [form.file] : []);
    throw error;
  }
  return { input, resume: await checkResume(form.file) };
}

/** Stores a quick application to the job `slug`; returns its id and the job's title. */
export async function quickApply(request: Request, slug: string): Promise<{ id: string; title: string }> {
  const ip = await guardPublicPost(request, SCOPE);
  const job = await openJob(slug);
  const { input, resume } = await readApplication(request);
  const key = newFileKey("career", resume.type.extension);
  try {
    await fileStore.save(key, { path: resume.path });
  } catch (error) {
    await resume.discard();
    throw error;
  }
  try {
    const id = await saveSubmission(QUICK_CAREER, { ...input, job, stored: { key, resume } }, ip);
    readResumeLater(id, key, resume.type.mime);
    return { id, title: job.title };
  } catch (error) {
    await fileStore.delete(key).catch(() => undefined);
    throw error;
  }
}
