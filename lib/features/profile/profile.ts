// An applicant's saved profile: details and a default resume that prefill quick apply and the
// career wizard. The resume is held to the wizards' rule (streamed with limits, sniffed) and stored
// encrypted like theirs, under `profile/`. An application never points at the profile's file: it
// gets a copy under a key of its own (savedResumeCopy), so editing or deleting the profile leaves
// every application as it was sent.
import "server-only";
import { db } from "../../core/db";
import { DomainError, invalid, type FormProblem } from "../../core/errors";
import type { Failure } from "../../core/handler";
import { parseWith } from "../../core/request";
import { fileStore } from "../../core/storage";
import { readResumeForm, saveResume } from "../../core/uploads/resume";
import type { ApplicantProfile } from "../../generated/prisma/client";
import { PROFILE_INPUTS, PROFILE_PATH, REMOVE_RESUME_FIELD, type ProfilePrefill } from "../../content/profile";
import { profileSchema } from "../../validation/profile";
import { RESUME_FIELD, RESUME_TEXT } from "../../validation/resume";
import type { SessionUser } from "../auth";

export const PROFILE_FILE_PREFIX = "profile";
/** The rate-limit scope of the profile's forms. */
export const PROFILE_SCOPE = "account-profile";
const FIELDS_LIMIT = { maxFields: Object.keys(PROFILE_INPUTS).length + 2, maxFieldsBytes: 8 * 1024 };

export type { ApplicantProfile, ProfilePrefill };

export function findProfile(userId: string): Promise<ApplicantProfile | null> {
  return db.applicantProfile.findUnique({ where: { userId } });
}

export function prefillOf(profile: ApplicantProfile): ProfilePrefill {
  const { firstName, lastName, phoneNumber, location, currentRole, experience, noticePeriod, resumeName, resumeKey } =
    profile;
  return {
    firstName,
    lastName,
    phoneNumber,
    location: location ?? undefined,
    currentRole: currentRole ?? undefined,
    experience: experience ?? undefined,
    noticePeriod: noticePeriod ?? undefined,
    resumeName: resumeKey ? resumeName : null,
  };
}

type ResumeColumns = Pick<ApplicantProfile, "resumeKey" | "resumeName" | "resumeType" | "resumeSize" | "resumeSha256">;
const NO_RESUME: ResumeColumns = {
  resumeKey: null,
  resumeName: null,
  resumeType: null,
  resumeSize: null,
  resumeSha256: null,
};

/** The profile as the forms prefill it (never the resume's key), or null. */
export async function profilePrefill(userId: string): Promise<ProfilePrefill | null> {
  const profile = await findProfile(userId);
  return profile ? prefillOf(profile) : null;
}

/**
 * Where the profile's forms sent without JavaScript land after a failure: /account/profile with
 * ?profile-error=<problem>, or (signed out meanwhile) the page itself, which sends the visitor to log in.
 */
export const backToProfile = (problem: FormProblem, _params: unknown, { error }: Failure): string =>
  error instanceof DomainError && error.kind === "unauthorised"
    ? PROFILE_PATH
    : `${PROFILE_PATH}?profile-error=${problem}`;

/** Saves the applicant's profile from the request's multipart form; a new resume replaces the old one. */
export async function saveProfile(user: SessionUser, request: Request): Promise<void> {
  const { input: fields, resume } = await readResumeForm(
    request,
    { ...FIELDS_LIMIT, scratchDir: await fileStore.scratchDir() },
    (form) => parseWith(profileSchema, form),
  );
  const { [REMOVE_RESUME_FIELD]: remove, ...details } = fields;
  // An optional detail left blank is none.
  const data = {
    ...details,
    location: details.location || null,
    currentRole: details.currentRole || null,
    experience: details.experience ?? null,
    noticePeriod: details.noticePeriod || null,
  };
  let columns: ResumeColumns | null = remove ? NO_RESUME : null;
  if (resume) {
    columns = {
      resumeKey: await saveResume(resume, PROFILE_FILE_PREFIX),
      resumeName: resume.name,
      resumeType: resume.type.mime,
      resumeSize: resume.size,
      resumeSha256: resume.sha256,
    };
  }
  const before = await findProfile(user.id);
  try {
    await db.applicantProfile.upsert({
      where: { userId: user.id },
      create: { userId: user.id, ...data, ...columns },
      update: { ...data, ...columns },
    });
  } catch (error) {
    if (columns?.resumeKey) await fileStore.delete(columns.resumeKey).catch(() => undefined);
    throw error;
  }
  // The file the row no longer names goes; one left by a crash here is swept as an orphan.
  if (columns && before?.resumeKey && before.resumeKey !== columns.resumeKey)
    await fileStore.delete(before.resumeKey).catch(() => undefined);
}

/** Deletes the applicant's profile and its resume; applications keep their own copies. */
export async function deleteProfile(user: SessionUser): Promise<void> {
  const profile = await findProfile(user.id);
  if (!profile) return;
  await db.applicantProfile.deleteMany({ where: { id: profile.id } });
  if (profile.resumeKey) await fileStore.delete(profile.resumeKey).catch(() => undefined);
}

/** The profile's saved resume as an application's columns take it, with where it is stored. */
export type SavedResume = { key: string; extension: string; name: string; mime: string; size: number; sha256: string };

export function savedResumeOf(profile: ApplicantProfile | null): SavedResume | null {
  if (
    !profile?.resumeKey ||
    !profile.resumeName ||
    !profile.resumeType ||
    profile.resumeSize === null ||
    !profile.resumeSha256
  )
    return null;
  return {
    key: profile.resumeKey,
    extension: profile.resumeKey.split(".").pop() ?? "pdf",
    name: profile.resumeName,
    mime: profile.resumeType,
    size: profile.resumeSize,
    sha256: profile.resumeSha256,
  };
}

/** Copies the saved resume's bytes to `key` (an application's own file); 400 on the resume field when they are gone. */
export async function copySavedResume(saved: SavedResume, key: string): Promise<void> {
  const source = await fileStore.open(saved.key);
  if (!source) throw invalid([{ field: RESUME_FIELD, msg: RESUME_TEXT.required }]);
  await fileStore.save(key, source);
}
