// The four kinds of record a visitor sends with an e-mail address (the three wizards and the
// contact form), seen from that address: each kind's rows for it and what My applications shows.
import "server-only";
import { db } from "../../core/db";
import type { ApplicationKind } from "../../content/account";

/** One row of My applications. */
export type ApplicationView = {
  kind: ApplicationKind;
  id: string;
  createdAt: Date;
  /** The position applied for, or what the enquiry or message is about. */
  about: string;
  status: string;
  fileName: string | null;
};

const fileName = (row: { resumeName: string | null; resumeUploadedAt: Date | null }) =>
  row.resumeUploadedAt ? row.resumeName : null;
const excerpt = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const newestFirst = { orderBy: { createdAt: "desc" as const } };

/** A row of `kind` as My applications shows it. */
const view = (
  kind: ApplicationKind,
  row: { id: string; createdAt: Date; status: string },
  about: string,
  file: string | null = null,
): ApplicationView => ({ kind, id: row.id, createdAt: row.createdAt, about, status: row.status, fileName: file });

/** Every record of each kind sent with `email`, newest first (addresses are stored normalised). */
export const RECORDS_OF: Record<ApplicationKind, (email: string) => Promise<ApplicationView[]>> = {
  career: async (email) =>
    (await db.careerApplication.findMany({ where: { emailAddress: email }, ...newestFirst })).map((row) =>
      view("career", row, `${row.position} (${row.industry})`, fileName(row)),
    ),
  business: async (email) =>
    (await db.businessEnquiry.findMany({ where: { emailAddress: email }, ...newestFirst })).map((row) =>
      view("business", row, `${row.service} for ${row.company}`, fileName(row)),
    ),
  partnership: async (email) =>
    (await db.partnershipEnquiry.findMany({ where: { email }, ...newestFirst })).map((row) =>
      view("partnership", row, `${row.partnershipType} partnership with ${row.company}`),
    ),
  contact: async (email) =>
    (await db.contactMessage.findMany({ where: { email }, ...newestFirst })).map((row) =>
      view("contact", row, excerpt(row.message)),
    ),
};

/** Statuses from which the applicant can still withdraw. */
export const WITHDRAWABLE = ["new", "contacted", "in_progress"];

type StatusUpdate = (id: string, email: string) => Promise<{ count: number }>;
const open = { in: WITHDRAWABLE };

/** Sets one record of `email` to withdrawn, if it is still open; the count says whether it was. */
export const WITHDRAW: Record<ApplicationKind, StatusUpdate> = {
  career: (id, emailAddress) =>
    db.careerApplication.updateMany({ where: { id, emailAddress, status: open }, data: { status: "withdrawn" } }),
  business: (id, emailAddress) =>
    db.businessEnquiry.updateMany({ where: { id, emailAddress, status: open }, data: { status: "withdrawn" } }),
  partnership: (id, email) =>
    db.partnershipEnquiry.updateMany({ where: { id, email, status: open }, data: { status: "withdrawn" } }),
  contact: (id, email) =>
    db.contactMessage.updateMany({ where: { id, email, status: open }, data: { status: "withdrawn" } }),
};
