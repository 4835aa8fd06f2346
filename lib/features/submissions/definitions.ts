// The three intake wizards as data: each one's schema, table, applicant address and the labels
// the operator's mail shows. Everything else about submissions is written once, over these.
import "server-only";
import type { z } from "zod";
import { db, type Prisma } from "../../core/db";
import { businessSubmission, type BusinessSubmission } from "../../validation/wizard/business";
import { careerSubmission, type CareerSubmission } from "../../validation/wizard/career";
import type { SUBMISSION_KINDS } from "../../validation/wizard/feedback";
import { partnershipSubmission, type PartnershipSubmission } from "../../validation/wizard/partnership";

export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
/** What the server adds to every submission row: the agreement as time and IP, and the row's time. */
export type Stamps = { consentAt: Date; consentIp: string; createdAt: Date };
type Row = { firstName: string; lastName: string } & Record<string, unknown>;

/** The parts of a wizard that do not depend on its input type (mail, listing). */
export type SubmissionView = {
  kind: SubmissionKind;
  title: string;
  find(id: string): Promise<Row | null>;
  labels: ReadonlyArray<readonly [field: string, label: string]>;
  applicantEmail(row: Row): string;
};

export type SubmissionDefinition<I extends { id: string }> = SubmissionView & {
  schema: z.core.$ZodType<I>;
  /** The table the rows go to, written with a raw INSERT (see lib/core/db/raw.ts). */
  table: Prisma.ModelName;
  /** The applicant's address, for the per-e-mail rate limit and the confirmation mail. */
  email(input: I): string;
  /** The row to store; typed as the model's create input so the columns are checked. */
  row(input: I, stamps: Stamps): Record<string, unknown>;
};

const PERSONAL = [
  ["firstName", "First name"],
  ["lastName", "Last name"],
  ["gender", "Gender"],
  ["location", "Location"],
  ["phoneNumber", "Phone"],
] as const;
const FOUND_US = "How they heard of us";

export const CAREER: SubmissionDefinition<CareerSubmission> = {
  kind: "career",
  title: "career application",
  schema: careerSubmission,
  email: (input) => input.emailAddress,
  applicantEmail: (row) => String(row.emailAddress),
  table: "CareerApplication",
  row: ({ aggreement: _agreed, ...fields }, stamps): Prisma.CareerApplicationUncheckedCreateInput => ({ ...fields, ...stamps }),
  find: (id) => db.careerApplication.findUnique({ where: { id } }),
  labels: [
    ...PERSONAL,
    ["emailAddress", "E-mail"],
    ["visit", "Visited before"],
    ["industry", "Industry"],
    ["position", "Position"],
    ["experience", "Experience (years)"],
    ["relevantExperience", "Relevant experience (years)"],
    ["currentCompany", "Current company"],
    ["noticePeriod", "Notice period"],
    ["purpose", "Purpose"],
    ["about", FOUND_US],
  ],
};

export const BUSINESS: SubmissionDefinition<BusinessSubmission> = {
  kind: "business",
  title: "business enquiry",
  schema: businessSubmission,
  email: (input) => input.emailAddress,
  applicantEmail: (row) => String(row.emailAddress),
  table: "BusinessEnquiry",
  row: ({ agreement: _agreed, ...fields }, stamps): Prisma.BusinessEnquiryUncheckedCreateInput => ({ ...fields, ...stamps }),
  find: (id) => db.businessEnquiry.findUnique({ where: { id } }),
  labels: [
    ...PERSONAL,
    ["emailAddress", "E-mail"],
    ["about", "Visited before"],
    ["company", "Company"],
    ["service", "Service"],
    ["industry", "Industry"],
    ["position", "Position"],
    ["email", "Point-of-contact e-mail"],
    ["timeline", "Timeline"],
    ["description", "Description"],
    ["purpose", "Approached a similar company before"],
    ["about2", FOUND_US],
  ],
};

export const PARTNERSHIP: SubmissionDefinition<PartnershipSubmission> = {
  kind: "partnership",
  title: "partnership enquiry",
  schema: partnershipSubmission,
  email: (input) => input.email,
  applicantEmail: (row) => String(row.email),
  table: "PartnershipEnquiry",
  row: ({ agreement: _agreed, ...fields }, stamps): Prisma.PartnershipEnquiryUncheckedCreateInput => ({ ...fields, ...stamps }),
  find: (id) => db.partnershipEnquiry.findUnique({ where: { id } }),
  labels: [
    ...PERSONAL,
    ["email", "E-mail"],
    ["visit", "Visited before"],
    ["company", "Company or name"],
    ["industry", "Industry"],
    ["partnershipType", "Partnership type"],
    ["POCemail", "Point-of-contact e-mail"],
    ["currentWork", "Works somewhere now"],
    ["organization", "Organisation"],
    ["position", "Current position"],
    ["reason", "Reason"],
    ["description", "Description"],
    ["purpose", "Purpose"],
    ["about", FOUND_US],
  ],
};

export const SUBMISSIONS: Record<SubmissionKind, SubmissionView> = { career: CAREER, business: BUSINESS, partnership: PARTNERSHIP };
