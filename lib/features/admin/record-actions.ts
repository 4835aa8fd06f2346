// What the operator does to one record of a list from its page (its stage, owner and notes are in
// ./work-actions.ts): sending an outgoing mail again, downloading its file. Each is in the audit trail.
import "server-only";
import { OUTBOX_TEXT, RESUME_MISSING } from "../../content/admin";
import { conflict, notFound } from "../../core/errors";
import { fileStore } from "../../core/storage";
import { recordAudit, type AuditActor } from "../audit";
import type { ListWith } from "./lists";

/** The operator's "Send again" on an outgoing mail that a server refused (or that still waits). */
export async function retryRecord(operator: AuditActor, list: ListWith<"retry">, id: string): Promise<void> {
  if (!(await list.detail(id))) throw notFound();
  if (!(await list.retry(id))) throw conflict(OUTBOX_TEXT.alreadySent);
  await recordAudit(operator, "outbox-retry", { kind: list.key, id });
}

/** The resume or file of a record, opened for the operator's download (audited). */
export async function openRecordFile(operator: AuditActor, list: ListWith<"file">, id: string) {
  const stored = await list.file(id);
  if (!stored) throw notFound(RESUME_MISSING.notReceived);
  const body = await fileStore.open(stored.key);
  if (!body) throw notFound(RESUME_MISSING.notStored);
  await recordAudit(operator, "resume-download", { kind: list.key, id });
  return { body, name: stored.name, type: stored.type };
}
