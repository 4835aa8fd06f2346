// What the job alerts' handlers call: a sign-up from /careers/jobs, the confirm and manage pages'
// buttons, and a mail client's one-click unsubscribe (RFC 8058). Each names the page to go on to.
import "server-only";
import { alertManagePath, JOB_ALERT_TEXT } from "../../content/job-alerts";
import { JOBS_PATH } from "../../content/jobs";
import { badRequest } from "../../core/errors";
import { parseWith, readLimitedText } from "../../core/request";
import { alertFiltersSchema, type AlertSignup, type ManageAlert } from "../../validation/job-alerts";
import { jobFilterQuery } from "../../validation/jobs";
import { changeAlert, confirmAlert, createAlert, type AlertChange } from "./alerts";
import { manageToken } from "./tokens";

const invalidLink = () => badRequest(JOB_ALERT_TEXT.invalidLink);

/** A new alert for the list's filters; the jobs list with those filters, which says it was sent. */
export async function signUp(input: AlertSignup, ip: string): Promise<string> {
  await createAlert(input, ip);
  const query = jobFilterQuery({ ...input, page: 1 });
  return `${JOBS_PATH}${query ? `${query}&` : "?"}alert=sent#${JOB_ALERT_TEXT.id}`;
}

/** Confirms the alert the mailed link names; its manage page. 400 for a link that is not valid any more. */
export async function confirmByLink(token: string): Promise<string> {
  const alert = await confirmAlert(token);
  if (!alert) throw invalidLink();
  return alertManagePath(manageToken(alert.id), "confirmed");
}

/** Saves the filters, pauses, resumes or deletes; the manage page again. 400 when the link names no alert. */
export async function manageAlert({ token, action, ...fields }: ManageAlert): Promise<string> {
  const change: AlertChange =
    action === "save" ? { action, filters: parseWith(alertFiltersSchema, fields) } : { action };
  if (!(await changeAlert(token, change))) throw invalidLink();
  return action === "delete" ? alertManagePath(null, "deleted") : alertManagePath(token, action);
}

/** A mail client's one-click POST deletes the alert its address (or, failing that, its form) names. */
export async function unsubscribeOneClick(request: Request): Promise<void> {
  const fromForm = async () => new URLSearchParams(await readLimitedText(request, 4096)).get("token");
  const token = new URL(request.url).searchParams.get("token") ?? (await fromForm()) ?? "";
  if (!(await changeAlert(token, { action: "delete" }))) throw invalidLink();
}
