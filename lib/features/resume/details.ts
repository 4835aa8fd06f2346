// POST /api/resume/details: the quick-apply form sends the resume a visitor chose, before they
// apply, and gets the name, e-mail and phone it gives, to fill in the fields they left empty.
// The file is held to the resume rule, read and searched in the bounded worker, and removed:
// nothing is stored.
import "server-only";
import fsp from "node:fs/promises";
import { fileStore } from "../../core/storage";
import { receiveResume } from "../../core/uploads/resume";
import { normalisePhone } from "../../validation/phone-number";
import type { ContactDetails } from "./contact-details.mjs";
import { readableKindOf, readResumeDetails } from "./read-text";

/** The quick-apply fields a resume can fill (names as the form's inputs). */
export type ResumeFormDetails = Partial<Record<"firstName" | "lastName" | "emailAddress" | "phoneNumber", string>>;

/** A resume's phone in the stored form the phone rule gives (lib/validation/phone-number.ts), or none. */
export function formPhone(phone: string | undefined): string | undefined {
  return normalisePhone(phone ?? "") ?? undefined;
}

/** The form's fields from a resume's contact details: the name split at its first space, the e-mail, the phone. */
export function formDetailsOf({ name, email, phone }: ContactDetails): ResumeFormDetails {
  const [firstName, ...rest] = (name ?? "").split(" ").filter(Boolean);
  const details: ResumeFormDetails = {
    firstName,
    lastName: rest.join(" ") || undefined,
    emailAddress: email,
    phoneNumber: formPhone(phone),
  };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value)) as ResumeFormDetails;
}

/** The form's fields that the request's resume gives (none for a kind the reader cannot read). */
export async function resumeDetails(request: Request): Promise<ResumeFormDetails> {
  const resume = await receiveResume(request, await fileStore.scratchDir());
  try {
    const kind = readableKindOf(resume.type.mime);
    if (!kind) return {};
    const { details } = await readResumeDetails(await fsp.readFile(resume.path), kind);
    return details ? formDetailsOf(details) : {};
  } finally {
    await resume.discard();
  }
}
