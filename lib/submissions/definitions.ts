// The three intake wizards as data: each one's schema, table, applicant address and the labels
// the operator's mail shows. Everything else about submissions is written once, over these.
import "server-only";
import type { z } from "zod";
import { db, type Prisma } from "../db";
import { businessSubmission, type BusinessSubmission } from "../validation/wizard/business";
import { careerSubmission, type CareerSubmission } from "../validation/wizard/career";
import type { SUBMISSION_KINDS } from "../validation/wizard/feedback";
import { partnershipSubmission, type PartnershipSubmission } from "../validation/wizard/partnership";

export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
export type Consent = { consentAt: Date; consentIp: string };
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
  schema: z.ZodType<I>;
  /** The applicant's address, for the per-e-mail rate limit and the confirmation mail. */
  email(input: I): string;
  create(input: I, consent: Consent): Prisma.PrismaPromise<unknown>;
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
  create: ({ aggreement: _agreed, ...fields }, consent) => db.careerApplication.create({ data: { ...fields, ...consent } }),
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
  create: ({ agreement: _agreed, ...fields }, consent) => db.businessEnquiry.create({ data: { ...fields, ...consent } }),
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
  create: ({ agreement: _agreed, ...fields }, consent) => db.partnershipEnquiry.create({ data: { ...fields, ...consent } }),
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
