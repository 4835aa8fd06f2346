// The three intake wizards on the server: each one's table, applicant address and mail title,
// over its one definition (lib/content/wizard/<kind>.ts), which gives the schema and the labels.
// Everything else about submissions is written once, over these.
import "server-only";
import { z } from "zod/mini";
import { PROFILE_TEXT } from "../../content/profile";
import { BUSINESS_WIZARD } from "../../content/wizard/business";
import { CAREER_WIZARD } from "../../content/wizard/career";
import { staffLabels } from "../../content/wizard/define";
import { PARTNERSHIP_WIZARD } from "../../content/wizard/partnership";
import type { WizardDefinition } from "../../content/wizard/types";
import { db, type Prisma } from "../../core/db";
import type { SUBMISSION_KINDS } from "../../validation/wizard/feedback";
import { submissionSchema } from "../../validation/wizard/schemas";
import { JOB_APPLY_ERRORS, QUICK_APPLY_TEXT } from "../../content/jobs";
import { invalid } from "../../core/errors";
import { jobId } from "../../validation/job-apply";
import { openJobById } from "../jobs";

// An application may name the open job it was made from (the wizard's ?job= from a job's page).
const careerSubmission = z.extend(submissionSchema(CAREER_WIZARD), { jobId: z.optional(jobId) });
const businessSubmission = submissionSchema(BUSINESS_WIZARD);
const partnershipSubmission = submissionSchema(PARTNERSHIP_WIZARD);
export type CareerSubmission = z.infer<typeof careerSubmission>;
export type BusinessSubmission = z.infer<typeof businessSubmission>;
export type PartnershipSubmission = z.infer<typeof partnershipSubmission>;

export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
/** What the server adds to every submission row: the agreement as time and IP, and the row's time. */
export type Stamps = { consentAt: Date; consentIp: string; createdAt: Date };
type Row = { firstName: string; lastName: string } & Record<string, unknown>;

/** The parts of a wizard that do not depend on its input type (mail, listing). */
export type SubmissionView = {
  kind: SubmissionKind;
  wizard: WizardDefinition;
  title: string;
  find(id: string): Promise<Row | null>;
  labels: ReadonlyArray<readonly [field: string, label: string]>;
  applicantEmail(row: Row): string;
};

export type SubmissionDefinition<I extends { id?: string }> = SubmissionView & {
  schema: z.core.$ZodType<I>;
  /** Checks against stored data before saving (a named job must be open); throws a DomainError (lib/core/errors.ts). */
  verify?(input: I): Promise<void>;
  /** The table the rows go to, written with a raw INSERT (see lib/core/db/raw.ts). */
  table: Prisma.ModelName;
  /** The applicant's address, for the per-e-mail rate limit and the confirmation mail. */
  email(input: I): string;
  /** The position applied for, if any: one application per address and position (./repeat.ts). */
  job?(input: I): string | undefined;
  /** The row to store; typed as the model's create input so the columns are checked. */
  row(input: I & { id: string }, stamps: Stamps): Record<string, unknown>;
};

export const CAREER: SubmissionDefinition<CareerSubmission> = {
  kind: "career",
  wizard: CAREER_WIZARD,
  // Quick applications (./quick-apply.ts) add a cover note, the profile's current role, and say where they came from.
  labels: [
    ...staffLabels(CAREER_WIZARD),
    ["coverNote", QUICK_APPLY_TEXT.coverNoteLabel],
    ["currentRole", PROFILE_TEXT.currentRoleLabel],
    ["source", QUICK_APPLY_TEXT.sourceLabel],
  ],
  title: "career application",
  schema: careerSubmission,
  email: (input) => input.emailAddress,
  job: (input) => input.jobId,
  applicantEmail: (row) => String(row.emailAddress),
  table: "CareerApplication",
  row: ({ aggreement: _agreed, ...fields }, stamps): Prisma.CareerApplicationUncheckedCreateInput => ({
    ...fields,
    ...stamps,
  }),
  find: (id) => db.careerApplication.findUnique({ where: { id } }),
  async verify({ jobId }) {
    if (jobId && !(await openJobById(jobId)))
      throw invalid([{ field: "jobId", msg: JOB_APPLY_ERRORS.notOpen }], JOB_APPLY_ERRORS.notOpen);
  },
};

/** The parts of an enquiry's definition that come from its wizard, its table and the column of its address. */
function enquiry<I extends Record<A, string>, A extends "emailAddress" | "email">(
  kind: SubmissionKind,
  wizard: WizardDefinition,
  title: string,
  schema: z.core.$ZodType<I>,
  table: Prisma.ModelName,
  address: A,
) {
  return {
    kind,
    wizard,
    labels: staffLabels(wizard),
    title,
    schema,
    table,
    email: (input: I) => input[address],
    applicantEmail: (row: Row) => String(row[address]),
  };
}

/** An enquiry's row: what the visitor sent, but the agreement box (kept as the stamps' consent). */
const enquiryRow = <F extends { agreement: unknown }>({ agreement: _agreed, ...fields }: F, stamps: Stamps) => ({
  ...fields,
  ...stamps,
});

export const BUSINESS: SubmissionDefinition<BusinessSubmission> = {
  ...enquiry("business", BUSINESS_WIZARD, "business enquiry", businessSubmission, "BusinessEnquiry", "emailAddress"),
  row: (input, stamps): Prisma.BusinessEnquiryUncheckedCreateInput => enquiryRow(input, stamps),
  find: (id) => db.businessEnquiry.findUnique({ where: { id } }),
};

export const PARTNERSHIP: SubmissionDefinition<PartnershipSubmission> = {
  ...enquiry(
    "partnership",
    PARTNERSHIP_WIZARD,
    "partnership enquiry",
    partnershipSubmission,
    "PartnershipEnquiry",
    "email",
  ),
  row: (input, stamps): Prisma.PartnershipEnquiryUncheckedCreateInput => enquiryRow(input, stamps),
  find: (id) => db.partnershipEnquiry.findUnique({ where: { id } }),
};

export const SUBMISSIONS: Record<SubmissionKind, SubmissionView> = {
  career: CAREER,
  business: BUSINESS,
  partnership: PARTNERSHIP,
};
