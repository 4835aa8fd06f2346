// Data retention as the privacy policy (lib/content/terms-privacy.ts) promises it:
// - employment records are kept for at least 5 years after the applicant's last application, so
//   an applicant's career applications, resumes and feedback go once their newest is older;
// - enquiries and contact messages are kept for 2 years after the sender's last one
//   (lib/features/admin/retention-enquiries.ts);
// - server and mail logs are kept for 12 months: sent or failed outbox rows, newsletter delivery
//   rows (each campaign keeps its counts) and .eml files written when no SMTP server is set.
// - the audit trail (lib/features/audit) is a security log, so its rows go after the same 12 months.
// - stored files that no row points to (a crash between saving an image and writing its row),
//   once they are over an hour old (lib/features/admin/orphan-files.ts).
// Files are deleted before their rows, so a crash leaves a row to retry, never an orphan file.
// - real visitors' Web Vitals after 90 days (lib/features/vitals/limits.ts).
// - job alerts never confirmed, once their 7-day confirmation link has expired.
// - saved applicant profiles and their resumes 2 years after their last change.
// - booked calls 2 years after the call (as enquiries).
// - a record's work item (lib/features/workspace), its timeline, notes, messages and interview
//   invitations, with the record; the messages' stored files then go in the orphan sweep, which
//   runs last for that reason.
// - mail that matched no conversation after RETENTION_PERIODS.unmatchedMailDays, with its files
//   (lib/features/admin/retention-messages.ts).
// Running it again removes nothing more.
import fs from "node:fs/promises";
import path from "node:path";
import type { PrismaClient } from "../../generated/prisma/client";
import type { FileStore } from "../../core/storage/file-store";
import { RETENTION_PERIODS } from "../../content/retention-periods";
import { removeOrphanFiles } from "./orphan-files";
import { removeEnquiries, type EnquiryRemoval } from "./retention-enquiries";
import { removeUnmatchedMail, UNMATCHED_MAIL_DAYS, unmatchedMailBefore } from "./retention-messages";
import { dropOrphanItems } from "../workspace";
import { removeOldVitals, VITAL_RETENTION_DAYS, vitalsBefore } from "../vitals";

// The periods the privacy policy states (lib/content/retention-periods.ts).
export const APPLICATION_YEARS = RETENTION_PERIODS.applicationYears;
export const LOG_MONTHS = RETENTION_PERIODS.logMonths;
export const ENQUIRY_YEARS = RETENTION_PERIODS.enquiryYears;
export const PROFILE_YEARS = RETENTION_PERIODS.profileYears;
const UNCONFIRMED_ALERT_MS = RETENTION_PERIODS.unconfirmedAlertDays * 24 * 60 * 60 * 1000;

export type RetentionDeps = { db: PrismaClient; store: FileStore; mailDir: string; now?: Date };

export type RetentionReport = EnquiryRemoval & {
  applicationsBefore: Date;
  enquiriesBefore: Date;
  logsBefore: Date;
  applications: string[];
  resumeFiles: number;
  feedback: number;
  outboxMails: number;
  deliveries: number;
  campaignsArchived: number;
  mailFiles: number;
  orphanFiles: string[];
  vitalsBefore: Date;
  vitals: number;
  auditEvents: number;
  unconfirmedAlerts: number;
  profilesBefore: Date;
  profiles: number;
  bookings: number;
  workItems: number;
  unmatchedMailBefore: Date;
  unmatchedMail: number;
  unmatchedMailFiles: number;
};

export function yearsBefore(now: Date, years: number): Date {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return at;
}

export function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

async function removeApplications(db: PrismaClient, store: FileStore, before: Date) {
  const applicants = await db.careerApplication.groupBy({
    by: ["emailAddress"],
    having: { createdAt: { _max: { lt: before } } },
  });
  const stale = await db.careerApplication.findMany({
    where: { emailAddress: { in: applicants.map((row) => row.emailAddress) } },
    select: { id: true, resumeKey: true },
    orderBy: { createdAt: "asc" },
  });
  let resumeFiles = 0;
  let feedback = 0;
  for (const application of stale) {
    if (application.resumeKey) {
      await store.delete(application.resumeKey);
      resumeFiles += 1;
    }
    const [removedFeedback] = await db.$transaction([
      db.feedback.deleteMany({ where: { submissionId: application.id, submissionKind: "career" } }),
      db.careerApplication.deleteMany({ where: { id: application.id } }),
    ]);
    feedback += removedFeedback.count;
  }
  return { applications: stale.map((row) => row.id), resumeFiles, feedback };
}

/** Saved profiles unchanged since `before`, their resumes first (lib/features/profile). */
async function removeProfiles(db: PrismaClient, store: FileStore, before: Date): Promise<number> {
  const stale = await db.applicantProfile.findMany({
    where: { updatedAt: { lt: before } },
    select: { id: true, resumeKey: true },
  });
  for (const profile of stale) {
    if (profile.resumeKey) await store.delete(profile.resumeKey);
    await db.applicantProfile.deleteMany({ where: { id: profile.id, updatedAt: { lt: before } } });
  }
  return stale.length;
}

async function archiveDeliveries(db: PrismaClient, before: Date) {
  const campaigns = await db.campaign.findMany({
    where: { createdAt: { lt: before }, status: "done", archivedCounts: null },
    select: { id: true },
  });
  let deliveries = 0;
  for (const { id } of campaigns) {
    const groups = await db.delivery.groupBy({ by: ["status"], where: { campaignId: id }, _count: { _all: true } });
    const counts = Object.fromEntries(groups.map((group) => [group.status, group._count._all]));
    const [, removed] = await db.$transaction([
      db.campaign.update({ where: { id }, data: { archivedCounts: JSON.stringify(counts) } }),
      db.delivery.deleteMany({ where: { campaignId: id } }),
    ]);
    deliveries += removed.count;
  }
  return { deliveries, campaignsArchived: campaigns.length };
}

async function removeMailFiles(mailDir: string, before: Date): Promise<number> {
  const names = await fs.readdir(mailDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith(".eml"))) {
    const file = path.join(mailDir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile() && stat.mtime < before) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

export async function runRetention({ db, store, mailDir, now = new Date() }: RetentionDeps): Promise<RetentionReport> {
  const applicationsBefore = yearsBefore(now, APPLICATION_YEARS);
  const logsBefore = monthsBefore(now, LOG_MONTHS);
  const applications = await removeApplications(db, store, applicationsBefore);
  const enquiriesBefore = yearsBefore(now, ENQUIRY_YEARS);
  const enquiries = await removeEnquiries(db, store, enquiriesBefore);
  const outbox = await db.outboxMail.deleteMany({
    where: { createdAt: { lt: logsBefore }, status: { not: "pending" } },
  });
  const archived = await archiveDeliveries(db, logsBefore);
  const mailFiles = await removeMailFiles(mailDir, logsBefore);
  const vitals = await removeOldVitals(db, now);
  const audit = await db.auditEvent.deleteMany({ where: { at: { lt: logsBefore } } });
  // A job alert whose confirmation link has expired unused (lib/features/job-alerts/tokens.ts).
  const alerts = await db.jobAlert.deleteMany({
    where: { status: "pending", createdAt: { lt: new Date(now.getTime() - UNCONFIRMED_ALERT_MS) } },
  });
  const profilesBefore = yearsBefore(now, PROFILE_YEARS);
  const profiles = await removeProfiles(db, store, profilesBefore);
  const bookings = await db.booking.deleteMany({ where: { endsAt: { lt: enquiriesBefore } } });
  const workItems = await dropOrphanItems(db);
  const unmatched = await removeUnmatchedMail(db, store, now);
  // Last: the files of messages whose item just went with its record are orphans now.
  const orphanFiles = await removeOrphanFiles(db, store, now);
  return {
    ...unmatched,
    unmatchedMailBefore: unmatchedMailBefore(now),
    workItems,
    profilesBefore,
    profiles,
    bookings: bookings.count,
    applicationsBefore,
    enquiriesBefore,
    ...enquiries,
    logsBefore,
    ...applications,
    outboxMails: outbox.count,
    ...archived,
    mailFiles,
    orphanFiles,
    vitalsBefore: vitalsBefore(now),
    vitals,
    auditEvents: audit.count,
    unconfirmedAlerts: alerts.count,
  };
}

export function describeRetention(report: RetentionReport): string[] {
  const day = (at: Date) => at.toISOString().slice(0, 10);
  return [
    `Career applications of applicants whose last application was before ${day(report.applicationsBefore)}: ` +
      `${report.applications.length} removed, with ${report.resumeFiles} resume files and ${report.feedback} feedback answers.`,
    ...report.applications.map((id) => `  removed career application ${id}`),
    `Enquiries and contact messages of senders whose last one was before ${day(report.enquiriesBefore)}: ` +
      `${report.businessEnquiries} business and ${report.partnershipEnquiries} partnership enquiries with ${report.enquiryFiles} files and ` +
      `${report.enquiryFeedback} feedback answers, and ${report.contactMessages} contact messages removed.`,
    `Mail log before ${day(report.logsBefore)}: ${report.outboxMails} outbox rows removed; ` +
      `${report.deliveries} newsletter delivery rows of ${report.campaignsArchived} campaigns removed (their counts are kept).`,
    `Mail files (.eml) older than ${LOG_MONTHS} months: ${report.mailFiles} removed.`,
    `Stored files no row points to, older than an hour: ${report.orphanFiles.length} removed.`,
    ...report.orphanFiles.map((key) => `  removed orphan file ${key}`),
    `Web Vitals of page views older than ${VITAL_RETENTION_DAYS} days (before ${day(report.vitalsBefore)}): ${report.vitals} removed.`,
    `Audit events before ${day(report.logsBefore)}: ${report.auditEvents} removed.`,
    `Job alerts never confirmed within ${RETENTION_PERIODS.unconfirmedAlertDays} days: ${report.unconfirmedAlerts} removed.`,
    `Applicant profiles unchanged since ${day(report.profilesBefore)}: ${report.profiles} removed, with their resumes.`,
    `Booked calls held before ${day(report.enquiriesBefore)}: ${report.bookings} removed.`,
    `Work items, with their timelines, notes and messages, whose record was removed: ${report.workItems} removed.`,
    `Mail matched to no conversation, received before ${day(report.unmatchedMailBefore)} (${UNMATCHED_MAIL_DAYS} days): ` +
      `${report.unmatchedMail} removed, with ${report.unmatchedMailFiles} stored files.`,
  ];
}
