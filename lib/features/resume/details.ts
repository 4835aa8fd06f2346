// POST /api/resume/details: the quick-apply form sends the resume a visitor chose, before they
// apply, and gets the name, e-mail and phone it gives, to fill in the fields they left empty.
// The file is held to the resume rule, read and searched in the bounded worker, and removed:
// nothing is stored.
import "server-only";
import fsp from "node:fs/promises";
import { guardPublicPost } from "../../core/public-post";
import { RATE_RULES } from "../../core/rate-limit";
import { fileStore } from "../../core/storage";
import { receiveResume } from "../../core/uploads/resume";
import { phoneNumber } from "../../validation/wizard/fields";
import type { ContactDetails } from "./contact-details.mjs";
import { readableKindOf, readResumeDetails } from "./read-text";

/** The quick-apply fields a resume can fill (names as the form's inputs). */
export type ResumeFormDetails = Partial<Record<"firstName" | "lastName" | "emailAddress" | "phoneNumber", string>>;

/** A phone as the form's rule takes it (lib/validation/wizard/fields.ts), from digits with an Indian country code or trunk 0; else none. */
export function tenDigitPhone(phone: string | undefined): string | undefined {
  const digits = (phone ?? "").replace(/\D/g, "");
  const national = digits.length === 12 && digits.startsWith("91") ? digits.slice(2) : digits.length === 11 && digits.startsWith("0") ? digits.slice(1) : digits;
  return phoneNumber.safeParse(national).success ? national : undefined;
}

/** The form's fields from a resume's contact details: the name split at its first space, the e-mail, the phone. */
export function formDetailsOf({ name, email, phone }: ContactDetails): ResumeFormDetails {
  const [firstName, ...rest] = (name ?? "").split(" ").filter(Boolean);
  const details: ResumeFormDetails = { firstName, lastName: rest.join(" ") || undefined, emailAddress: email, phoneNumber: tenDigitPhone(phone) };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value)) as ResumeFormDetails;
}

export async function resumeDetails(request: Request): Promise<ResumeFormDetails> {
  await guardPublicPost(request, "resume-details", RATE_RULES.resumeDetailsPerIp);
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
