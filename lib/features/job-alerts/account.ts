// My job alerts: the alerts of the account's verified address, and cancelling one of them. The
// session vouches for the address, as the alert's mailed link does on the manage page.
import "server-only";
import { ACCOUNT_ALERTS_PAGE } from "../../content/job-alerts";
import { db } from "../../core/db";
import { conflict } from "../../core/errors";
import { verifiedEmailOf } from "../auth";
import type { JobAlert } from "./alerts";

export async function alertsOfAccount(userId: string): Promise<JobAlert[]> {
  const email = await verifiedEmailOf(userId);
  return email ? db.jobAlert.findMany({ where: { email }, orderBy: { createdAt: "asc" } }) : [];
}

/** Deletes one of the account's own alerts; 409 for any other id. */
export async function cancelAccountAlert(userId: string, id: string): Promise<string> {
  const email = await verifiedEmailOf(userId);
  const { count } = email ? await db.jobAlert.deleteMany({ where: { id, email } }) : { count: 0 };
  if (count !== 1) throw conflict(ACCOUNT_ALERTS_PAGE.cannotCancel);
  return ACCOUNT_ALERTS_PAGE.cancelled;
}
