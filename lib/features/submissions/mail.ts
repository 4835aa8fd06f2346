// Mails about wizard submissions. The applicant's confirmation names only them (none of their
// free text is echoed to an address anyone could have typed); the operator's notification lists
// every value, escaped by renderMail, and links to the record's page in the operator area. An
// application made for an opening names the job in both.
import "server-only";
import { SUBMISSIONS, type SubmissionView } from "./definitions";
import { SUBMISSION_KINDS } from "../../validation/wizard/feedback";
import { SUBMISSION_RECEIVED_MAIL } from "../../content/mail/submissions";
import { ADMIN_LIST_KEYS, adminRecordPath, OPEN_RECORD } from "../../content/admin-records";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { renderMail } from "../../core/mail/layout";
import type { MailMessage } from "../../core/mail/transport";
import { MAIL_NOTIFY, MAIL_RECEIVED } from "./kinds";

type Loaded = { view: SubmissionView; row: NonNullable<Awaited<ReturnType<SubmissionView["find"]>>>; id: string };

function viewOf(payload: Record<string, unknown>): SubmissionView {
  const kind = SUBMISSION_KINDS.find((k) => k === payload.kind);
  if (!kind) throw new Error(`Unknown submission kind ${JSON.stringify(payload.kind)}`);
  return SUBMISSIONS[kind];
}

async function load(payload: Record<string, unknown>): Promise<Loaded> {
  const view = viewOf(payload);
  const id = String(payload.id);
  const row = await view.find(id);
  if (!row) throw new Error(`No ${view.title} ${id}`);
  return { view, row, id };
}

/** The title of the opening a career application was made for, if it named one. */
async function jobTitleOf(kind: string, id: string): Promise<string | null> {
  if (kind !== "career") return null;
  return (
    (await db.careerApplication.findUnique({ where: { id }, select: { job: { select: { title: true } } } }))?.job
      ?.title ?? null
  );
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "-";
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function resumeLine(row: Record<string, unknown>): string[] {
  if (!("resumeKey" in row)) return [];
  if (row.resumeUploadedAt === null) return ["Resume: not received yet (it follows in a separate upload)."];
  return [
    `Resume: ${show(row.resumeName)} (${show(row.resumeType)}, ${show(row.resumeSize)} bytes), in the operator's area.`,
  ];
}

export const SUBMISSION_RENDERERS = {
  // The payload carries the first name; only a career application's job is read.
  [MAIL_RECEIVED]: async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const view = viewOf(payload);
    const job = await jobTitleOf(view.kind, String(payload.id));
    return {
      to,
      subject: SUBMISSION_RECEIVED_MAIL.subject(view.title, job),
      ...renderMail(SUBMISSION_RECEIVED_MAIL.paragraphs(String(payload.firstName), view.title, job)),
    };
  },
  [MAIL_NOTIFY]: async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const { view, row, id } = await load(payload);
    const details = view.labels.map(([field, label]) => `${label}: ${show(row[field])}`).join("\n");
    const job = await jobTitleOf(view.kind, id);
    return {
      to,
      subject: `New ${view.title}${job ? ` for ${job}` : ""} from ${row.firstName} ${row.lastName}`,
      headers: { "Reply-To": view.applicantEmail(row) },
      ...renderMail(
        [
          `A new ${view.title} arrived (id ${id}).`,
          details,
          `Agreement ticked at ${show(row.consentAt)} from ${show(row.consentIp)}.`,
          ...resumeLine(row),
        ],
        { label: OPEN_RECORD, url: `${config.siteUrl}${adminRecordPath(ADMIN_LIST_KEYS[view.kind], id)}` },
      ),
    };
  },
};
