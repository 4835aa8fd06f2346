// Mails about wizard submissions. The applicant's confirmation names only them (none of their
// free text is echoed to an address anyone could have typed); the operator's notification lists
// every value, escaped by renderMail.
import "server-only";
import { SUBMISSIONS, type SubmissionView } from "./definitions";
import { SUBMISSION_KINDS } from "../../validation/wizard/feedback";
import { SUBMISSION_RECEIVED_MAIL } from "../../content/mail/submissions";
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

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "-";
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function resumeLine(row: Record<string, unknown>): string[] {
  if (!("resumeKey" in row)) return [];
  if (row.resumeUploadedAt === null) return ["Resume: not received yet (it follows in a separate upload)."];
  return [`Resume: ${show(row.resumeName)} (${show(row.resumeType)}, ${show(row.resumeSize)} bytes), in the operator's area.`];
}

export const SUBMISSION_RENDERERS = {
  // The payload carries the first name, so this mail needs no database read.
  [MAIL_RECEIVED]: (to: string, payload: Record<string, unknown>): MailMessage => {
    const view = viewOf(payload);
    return {
      to,
      subject: SUBMISSION_RECEIVED_MAIL.subject(view.title),
      ...renderMail(SUBMISSION_RECEIVED_MAIL.paragraphs(String(payload.firstName), view.title)),
    };
  },
  [MAIL_NOTIFY]: async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const { view, row, id } = await load(payload);
    const details = view.labels.map(([field, label]) => `${label}: ${show(row[field])}`).join("\n");
    return {
      to,
      subject: `New ${view.title} from ${row.firstName} ${row.lastName}`,
      headers: { "Reply-To": view.applicantEmail(row) },
      ...renderMail([
        `A new ${view.title} arrived (id ${id}).`,
        details,
        `Agreement ticked at ${show(row.consentAt)} from ${show(row.consentIp)}.`,
        ...resumeLine(row),
      ]),
    };
  },
};
