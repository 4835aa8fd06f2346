// Quick apply from a job's page: one multipart request with the applicant's fields and resume.
// The resume is held to the wizard's rule (streamed with limits, sniffed), stored encrypted, and
// then the application row (source "quick", the job, the resume's columns) goes in with its two
// mails in one transaction (saveSubmission): the same notification, acknowledgement, "My
// applications" entry, withdraw and retention as a wizard application. The file is saved before
// its row, as blog images are: a crash in between leaves a file no row names, which the upkeep's
// orphan sweep removes (lib/features/admin/orphan-files.ts). A signed-in applicant with a saved
// profile (lib/features/profile) may send no file and ask for the profile's resume instead: the
// application gets a copy of it under its own key, and the profile's location, role, experience
// and notice period as they are now, so later edits of the profile leave it as it was sent.
import "server-only";
import { JOB_GONE, JOBS_PATH, QUICK_APPLY_TEXT, areaLabel, jobPath } from "../../content/jobs";
import { gone, invalid, notFound } from "../../core/errors";
import { enforceRateLimit, RATE_RULES } from "../../core/rate-limit";
import { parseWith } from "../../core/request";
import { fileStore, newFileKey } from "../../core/storage";
import { readResumeForm, saveResume, type ReceivedResume } from "../../core/uploads/resume";
import type { Prisma } from "../../generated/prisma/client";
import { SAVED_RESUME_FIELD, SAVED_RESUME_VALUE } from "../../content/profile";
import { quickApplySchema, type QuickApplyInput } from "../../validation/quick-apply";
import { RESUME_FIELD, RESUME_TEXT } from "../../validation/resume";
import { addressCapKey } from "../../validation/email";
import { JOB_SLUG } from "../../validation/jobs";
import type { SessionUser } from "../auth";
import { findPublicJob } from "../jobs";
import { copySavedResume, findProfile, savedResumeOf, type ApplicantProfile } from "../profile";
import { CAREER } from "./definitions";
import { readResumeLater } from "./resume-text";
import { repeatNotice } from "./repeat";
import { saveSubmission, type SaveDefinition, type Saved } from "./save";

/** The rate limit's name, per IP (the handler's) and per address (counted here, once the fields are read). */
export const QUICK_APPLY_SCOPE = "quick-apply";
const CAREER_FILES = "career";
// The text fields and the cover note, with room to spare; the resume has its own limit.
const FIELDS_LIMIT = { maxFields: 8, maxFieldsBytes: 16 * 1024 };

/** The application's own resume file: uploaded with it, or copied from the applicant's profile. */
type StoredResume = { key: string; name: string; mime: string; size: number; sha256: string };
/** What the applicant's saved profile adds, as it is when the application is sent. */
type ProfileDetails = Pick<ApplicantProfile, "location" | "currentRole" | "experience" | "noticePeriod">;
type QuickApplication = QuickApplyInput & {
  id?: string;
  job: { id: string; title: string; area: string };
  stored: StoredResume;
  profile: ProfileDetails | null;
};

// A career application as the wizard's are (its kind's mails, lists and views), with its own row.
const QUICK_CAREER: SaveDefinition<QuickApplication> = {
  kind: CAREER.kind,
  table: CAREER.table,
  email: (input) => input.emailAddress,
  job: (input) => input.job.id,
  row: (
    { id, firstName, lastName, emailAddress, phoneNumber, coverNote, job, stored, profile },
    stamps,
  ): Prisma.CareerApplicationUncheckedCreateInput => ({
    id,
    location: profile?.location ?? null,
    currentRole: profile?.currentRole ?? null,
    experience: profile?.experience ?? null,
    noticePeriod: profile?.noticePeriod ?? null,
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
    resumeName: stored.name,
    resumeType: stored.mime,
    resumeSize: stored.size,
    resumeSha256: stored.sha256,
    resumeClaimedAt: stamps.createdAt,
    resumeUploadedAt: stamps.createdAt,
    ...stamps,
  }),
};

/** The job applied to, if it takes applications: 404 unknown, 410 closed or past its date. */
async function openJob(slug: string) {
  const found = await findPublicJob(slug);
  if (!found) throw notFound(QUICK_APPLY_TEXT.unknownJob);
  if (found.state === "gone") throw gone(JOB_GONE.title);
  return found.job;
}

/** The fields, checked, and the resume held to its rule (or none sent); the scratch file is gone on any failure. */
async function readApplication(request: Request): Promise<{ input: QuickApplyInput; resume: ReceivedResume | null }> {
  return readResumeForm(
    request,
    { ...FIELDS_LIMIT, scratchDir: await fileStore.scratchDir() },
    async (fields, hasFile) => {
      const input = parseWith(quickApplySchema, fields);
      if (!hasFile && input[SAVED_RESUME_FIELD] !== SAVED_RESUME_VALUE)
        throw invalid([{ field: RESUME_FIELD, msg: RESUME_TEXT.required }]);
      await enforceRateLimit([
        { key: `${QUICK_APPLY_SCOPE}:email:${addressCapKey(input.emailAddress)}`, rule: RATE_RULES.perEmail },
      ]);
      return input;
    },
  );
}

/** The resume stored as the application's own: the uploaded one, else a copy of the profile's saved one. */
async function storeResume(resume: ReceivedResume | null, profile: ApplicantProfile | null): Promise<StoredResume> {
  if (!resume) {
    const saved = savedResumeOf(profile);
    if (!saved) throw invalid([{ field: RESUME_FIELD, msg: RESUME_TEXT.required }]);
    const key = newFileKey(CAREER_FILES, saved.extension);
    await copySavedResume(saved, key);
    return { ...saved, key };
  }
  const key = await saveResume(resume, CAREER_FILES);
  return { key, name: resume.name, mime: resume.type.mime, size: resume.size, sha256: resume.sha256 };
}

/** The job's page, which shows a form's answer sent without JavaScript (?applied=1 or ?apply-error=<problem>). */
export const quickApplyPage = (slug: string, answer: string) =>
  `${JOB_SLUG.test(slug) ? jobPath(slug) : JOBS_PATH}?${answer}#${QUICK_APPLY_TEXT.id}`;

/**
 * Stores a quick application to the job `slug` from the multipart `request`; the answer names
 * its id and the job, or tells its signed-in owner of a repeat (./repeat.ts). A repeat keeps no file.
 */
export async function quickApply(
  request: Request,
  slug: string,
  ip: string,
  user: SessionUser | null,
): Promise<{ message: string; id: string }> {
  const job = await openJob(slug);
  // A signed-in applicant's saved profile adds its details and can stand in for the upload (an
  // operator account's session before its second factor is not signed in).
  const profile = user ? await findProfile(user.id) : null;
  const { input, resume } = await readApplication(request);
  const stored = await storeResume(resume, profile);
  let saved: Saved;
  try {
    saved = await saveSubmission(QUICK_CAREER, { ...input, job, stored, profile }, ip);
  } catch (error) {
    await fileStore.delete(stored.key).catch(() => undefined);
    throw error;
  }
  if (saved.earlier) await fileStore.delete(stored.key).catch(() => undefined);
  else readResumeLater(saved.id, stored.key, stored.mime);
  const notice = await repeatNotice(request, saved.earlier, input.emailAddress, job.title);
  return { message: notice ?? QUICK_APPLY_TEXT.sent(job.title), id: saved.id };
}
