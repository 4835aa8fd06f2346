// Every table that holds a person's data, keyed by e-mail address: the one list that search,
// export and erasure all walk (a table missing here is missed by all three, never by one).
// Addresses match case-insensitively (lower() on both sides), as people type them either way.
// Vitals, rate-limit counters and upkeep runs and their lease (counts, times, host:pid) carry no
// address; campaigns name only their operator.
import "server-only";
import type { PrismaClient } from "../../generated/prisma/client";
import type { FileStore } from "../../core/storage/file-store";
import { ANONYMISED_NAME } from "../../content/account";
import { byIds, ids, idsByEmail, idsMentioning, ordered, whereAddress } from "./match";
import { BLOG_TABLES } from "./blog-tables";
import { CONVERSATION_TABLES } from "./conversation-tables";
import { PROOF_TABLES } from "./proof-tables";
import { TRAIL_TABLES } from "./trail";
import { WORKSPACE_TABLES } from "./workspace-tables";
import { addressTable, type Found, type PersonTable, type Row } from "./person-table";

const keyOf = (value: unknown) => (typeof value === "string" && value !== "" ? [value] : []);

export const PERSON_TABLES: PersonTable[] = [
  addressTable("accounts", "User", ["email"], (db) => db.user, { secret: ["passwordHash", "googleSub"] }),
  {
    kind: "sessions",
    model: "Session",
    addressColumns: [],
    find: (db, { userIds }) => db.session.findMany({ where: { userId: { in: userIds } }, ...ordered }),
    erase: (db, rows) => db.session.deleteMany(byIds(rows)),
    secret: ["tokenHash"],
  },
  addressTable("oneTimeCodes", "OneTimeCode", ["email"], (db) => db.oneTimeCode, {
    secret: ["codeHash", "passwordHash"],
  }),
  {
    kind: "codeGuards",
    model: "CodeGuard",
    addressColumns: ["email"],
    find: async (db, { email }) => {
      const rows = await db.$queryRaw<
        Array<{ email: string }>
      >`SELECT DISTINCT "email" FROM "CodeGuard" WHERE lower("email") = ${email.toLowerCase()}`;
      return db.codeGuard.findMany({ where: { email: { in: rows.map((row) => row.email) } } });
    },
    erase: (db, rows) =>
      db.codeGuard.deleteMany({
        where: { OR: rows.map((row) => ({ email: String(row.email), purpose: String(row.purpose) })) },
      }),
  },
  {
    // The applicant's saved profile (lib/features/profile): reached through the account.
    kind: "applicantProfiles",
    model: "ApplicantProfile",
    addressColumns: [],
    find: (db, { userIds }) => db.applicantProfile.findMany({ where: { userId: { in: userIds } }, ...ordered }),
    files: (row) => keyOf(row.resumeKey),
    erase: (db, rows) => db.applicantProfile.deleteMany(byIds(rows)),
    internal: ["resumeKey", "resumeSha256"],
  },
  addressTable("careerApplications", "CareerApplication", ["emailAddress"], (db) => db.careerApplication, {
    files: (row) => keyOf(row.resumeKey),
    internal: ["resumeKey", "resumeSha256"],
    // Employment records are kept for years: only without anything that names or reaches the person.
    onAccountDeletion: {
      apply: (db, rows) => [
        db.careerApplication.updateMany({
          ...byIds(rows),
          data: {
            firstName: ANONYMISED_NAME,
            lastName: "",
            gender: "",
            location: "",
            phoneNumber: "",
            emailAddress: "",
            currentCompany: "",
            coverNote: null,
            resumeText: null,
            consentIp: null,
            note: null,
            resumeKey: null,
            resumeName: null,
            resumeType: null,
            resumeSize: null,
            resumeSha256: null,
            resumeClaimedAt: null,
            resumeUploadedAt: null,
          },
        }),
      ],
      files: (row) => keyOf(row.resumeKey),
    },
  }),
  addressTable("businessEnquiries", "BusinessEnquiry", ["emailAddress", "email"], (db) => db.businessEnquiry, {
    files: (row) => keyOf(row.resumeKey),
    internal: ["resumeKey", "resumeSha256"],
  }),
  addressTable("partnershipEnquiries", "PartnershipEnquiry", ["email", "POCemail"], (db) => db.partnershipEnquiry),
  {
    kind: "feedback",
    model: "Feedback",
    addressColumns: [],
    find: (db, { submissionIds }) =>
      db.feedback.findMany({ where: { submissionId: { in: submissionIds } }, ...ordered }),
    erase: (db, rows) => db.feedback.deleteMany(byIds(rows)),
  },
  addressTable("contactMessages", "ContactMessage", ["email"], (db) => db.contactMessage),
  addressTable("subscriptions", "Subscriber", ["email"], (db) => db.subscriber, {
    // The proof of consent stays, unsubscribed.
    onAccountDeletion: {
      apply: (db, rows) => [
        db.subscriber.updateMany({
          where: { id: { in: ids(rows) }, status: { not: "unsubscribed" } },
          data: { status: "unsubscribed", unsubscribedAt: new Date(), interests: "" },
        }),
      ],
      files: () => [],
    },
  }),
  // Job alerts (lib/features/job-alerts); their matches go with them (cascade).
  addressTable("jobAlerts", "JobAlert", ["email"], (db) => db.jobAlert),
  // Calls booked from the site (lib/features/booking).
  addressTable("bookings", "Booking", ["email"], (db) => db.booking),
  {
    // No createdAt: a delivery is as old as its campaign.
    kind: "newsletterDeliveries",
    model: "Delivery",
    addressColumns: ["email"],
    find: async (db, { email }) =>
      db.delivery.findMany({ where: await whereAddress(db, "Delivery", ["email"], email) }),
    erase: (db, rows) => db.delivery.deleteMany(byIds(rows)),
    // A campaign being sent keeps its rows until the sender is done with them.
    onAccountDeletion: {
      apply: (db, rows) => [
        db.delivery.deleteMany({ where: { id: { in: ids(rows) }, status: { notIn: ["pending", "sending"] } } }),
      ],
      files: () => [],
    },
  },
  ...BLOG_TABLES,
  {
    kind: "outboxMail",
    model: "OutboxMail",
    addressColumns: ["to", "payload"],
    // A mail to someone else (an operator's notice) may name the person in its payload: it goes too.
    find: async (db, { email }) => {
      const matched = [
        ...(await idsByEmail(db, "OutboxMail", ["to"], email)),
        ...(await idsMentioning(db, "OutboxMail", ["payload"], email)),
      ];
      return db.outboxMail.findMany({ where: { id: { in: matched } }, ...ordered });
    },
    erase: (db, rows) => db.outboxMail.deleteMany(byIds(rows)),
    internal: ["payload", "lastError", "claimedBy", "claimedUntil"],
    ownColumns: ["to"],
  },
  ...PROOF_TABLES,
  ...WORKSPACE_TABLES,
  ...CONVERSATION_TABLES,
  ...TRAIL_TABLES,
];

export type PersonData = { email: string; tables: Array<{ kind: string; rows: Row[]; files: string[] }> };

/** The keys that name a stored file (a blog image has copies only at the widths below its own). */
async function storedOnly(store: FileStore, keys: string[]): Promise<string[]> {
  const stored: string[] = [];
  for (const key of keys) {
    const body = await store.open(key);
    body?.destroy();
    if (body) stored.push(key);
  }
  return stored;
}

/** Every row and stored file of the person with this address, table by table in PERSON_TABLES's order. */
export async function findPerson(db: PrismaClient, store: FileStore, email: string): Promise<PersonData> {
  const found: Found = { email: email.trim(), userIds: [], submissionIds: [] };
  const tables: PersonData["tables"] = [];
  for (const table of PERSON_TABLES) {
    const rows = await table.find(db, found);
    if (table.kind === "accounts") found.userIds = ids(rows);
    if (["careerApplications", "businessEnquiries", "partnershipEnquiries"].includes(table.kind))
      found.submissionIds.push(...ids(rows));
    tables.push({
      kind: table.kind,
      rows,
      files: await storedOnly(
        store,
        rows.flatMap((row) => table.files?.(row) ?? []),
      ),
    });
  }
  return { email: found.email, tables };
}

export const rowCount = (data: PersonData) => data.tables.reduce((sum, table) => sum + table.rows.length, 0);
export const fileCount = (data: PersonData) => data.tables.reduce((sum, table) => sum + table.files.length, 0);
