// The operator's data requests on the site's own database and store, for the privacy page and its
// handlers: a person found, exported and erased by address, each in the audit trail. The commands
// call ./erase.ts and ./export.ts with theirs.
import "server-only";
import type { Readable } from "node:stream";
import { PRIVACY_AREA } from "../../content/admin-privacy";
import { db } from "../../core/db";
import { DomainError, type FormProblem } from "../../core/errors";
import type { Failure } from "../../core/handler";
import { fileStore } from "../../core/storage";
import { confirmsAddress } from "../../validation/privacy";
import { recordAudit, type AuditActor } from "../audit";
import { personAuditRecord } from "./audit-record";
import { erasePerson, OperatorAccountError, recentErasures } from "./erase";
import { exportPerson } from "./export";
import { personPagePath } from "./person-handle";
import { revalidateErasedPages } from "./revalidate";
import { findPerson } from "./tables";

export const personOnSite = (email: string) => findPerson(db, fileStore, email);
export const recentErasuresOnSite = () => recentErasures(db);

/** What the page says after an erasure: its counts, from the erasure record. */
export async function erasedNotice(id: string | undefined): Promise<string | null> {
  if (!id) return null;
  const record = await db.erasureRecord.findUnique({ where: { id } });
  if (!record) return null;
  const sum = (json: string) =>
    Object.values(JSON.parse(json) as Record<string, number>).reduce((total, n) => total + n, 0);
  return PRIVACY_AREA.erased(sum(record.rows), sum(record.files));
}

/** One person's data as a zip (data.json and their files), in the audit trail. */
export async function exportForOperator(operator: AuditActor, email: string): Promise<Readable> {
  const { zip } = await exportPerson(db, fileStore, email);
  await recordAudit(operator, "data-export", personAuditRecord(email));
  return zip;
}

/** The address typed again is not the person's: nothing is erased (422). */
class ConfirmMismatch extends DomainError {
  constructor() {
    super("invalid", PRIVACY_AREA.confirmMismatch, [{ field: "confirm", msg: PRIVACY_AREA.confirmMismatch }]);
  }
}

/** The address is an operator's: never erased here (409). */
class OperatorRefused extends DomainError {
  constructor() {
    super("conflict", PRIVACY_AREA.operatorRefused);
  }
}

/** Erases one person once the operator typed the address again; leaves an erasure record with counts only. */
export async function eraseForOperator(operator: AuditActor & { id: string }, email: string, confirm?: string) {
  if (!confirmsAddress(email, confirm)) throw new ConfirmMismatch();
  const erasure = await erasePerson(db, fileStore, email, operator.id).catch((error: unknown) => {
    throw error instanceof OperatorAccountError ? new OperatorRefused() : error;
  });
  revalidateErasedPages(erasure);
  await recordAudit(operator, "data-erasure", personAuditRecord(email), `erasure record ${erasure.id}`);
  return erasure;
}

/**
 * A handler's `back` for the erase form: the page of the same search (the person named by a sealed
 * handle, never by the address), saying why nothing was erased; any other failure is answered as a script's.
 */
type EraseFailure = Failure<{ id: string }, { email: string }>;

export function erasureBack(_problem: FormProblem, _params: unknown, { error, user, input }: EraseFailure) {
  const outcome = error instanceof ConfirmMismatch ? "confirm" : error instanceof OperatorRefused ? "operator" : null;
  return outcome && user && input ? personPagePath(input.email, user.id, `error=${outcome}`) : null;
}
