// The handlers of job alerts: sign-up from /careers/jobs, confirm and manage from the pages the
// mails link to, and mail clients' one-click unsubscribe (RFC 8058). Pages post plain forms and
// get a redirect back; scripts get JSON.
import "server-only";
import { JOB_ALERT_TEXT, JOB_ALERTS_PATH } from "../../content/job-alerts";
import { JOBS_PATH } from "../../content/jobs";
import { badRequest, isNavigation, json, redirectTo, route } from "../../core/http";
import { enforceRateLimit, RATE_RULES } from "../../core/rate-limit";
import { guardPublicPost } from "../../core/public-post";
import { parseWith, readJsonOrForm, readLimitedText } from "../../core/request";
import { clientIp, rateKeyOfIp } from "../../core/security/client-ip";
import { z } from "zod/mini";
import { alertFiltersSchema, alertSignupSchema } from "../../validation/job-alerts";
import { addressCapKey } from "../../validation/email";
import { jobFilterQuery } from "../../validation/jobs";
import { changeAlert, confirmAlert, createAlert, type AlertChange } from "./alerts";
import { manageToken } from "./tokens";

const FORM_LIMIT = 4096;
const formOf = async (request: Request) => new URLSearchParams(await readLimitedText(request, FORM_LIMIT));
const managePage = (token: string, done: string) => `${JOB_ALERTS_PATH}/manage?token=${encodeURIComponent(token)}&done=${done}`;

/** POST /api/job-alerts: a new alert for the list's filters; the same answer whatever the address. */
export const signupRoute = route(async (request) => {
  const ip = await guardPublicPost(request, "job-alerts");
  const input = await readJsonOrForm(request, alertSignupSchema);
  await enforceRateLimit([{ key: `job-alerts:email:${addressCapKey(input.email)}`, rule: RATE_RULES.perEmail }]);
  await createAlert(input, ip);
  if (!isNavigation(request)) return json({ message: JOB_ALERT_TEXT.sent });
  const query = jobFilterQuery({ ...input, page: 1 });
  return redirectTo(`${JOBS_PATH}${query ? `${query}&` : "?"}alert=sent#${JOB_ALERT_TEXT.id}`);
});

/** POST /api/job-alerts/confirm (the confirm page's button): on to the alert's manage page. */
export const confirmRoute = route(async (request) => {
  await guardPublicPost(request, "job-alerts-confirm");
  const alert = await confirmAlert((await formOf(request)).get("token") ?? "");
  if (!alert) throw badRequest(JOB_ALERT_TEXT.invalidLink);
  return redirectTo(managePage(manageToken(alert.id), "confirmed"));
});

const manageForm = z.object({ token: z.string(), action: z.enum(["save", "pause", "resume", "delete"]) });

/** POST /api/job-alerts/manage: save filters, pause, resume or delete, then back to the page. */
export const manageRoute = route(async (request) => {
  await guardPublicPost(request, "job-alerts-manage");
  const form = Object.fromEntries((await formOf(request)).entries());
  const { token, action } = parseWith(manageForm, form);
  const change: AlertChange = action === "save" ? { action, filters: parseWith(alertFiltersSchema, form) } : { action };
  if (!(await changeAlert(token, change))) throw badRequest(JOB_ALERT_TEXT.invalidLink);
  return redirectTo(action === "delete" ? `${JOB_ALERTS_PATH}/manage?done=deleted` : managePage(token, action));
});

/** POST /api/job-alerts/unsubscribe?token=: a mail client's one-click unsubscribe deletes the alert. */
export const unsubscribeRoute = route(async (request) => {
  // Mail providers post it from their own servers: no same-origin check, only the per-IP limit.
  await enforceRateLimit([{ key: `job-alerts-unsubscribe:ip:${rateKeyOfIp(clientIp(request))}`, rule: RATE_RULES.publicPostPerIp }]);
  const token = new URL(request.url).searchParams.get("token") ?? (await formOf(request)).get("token") ?? "";
  if (!(await changeAlert(token, { action: "delete" }))) throw badRequest(JOB_ALERT_TEXT.invalidLink);
  return json({ message: JOB_ALERT_TEXT.removed });
});

/** GET of the one-click address (a browser or a link scanner opening it): the manage page, which changes nothing by itself. */
export const unsubscribePageRoute = route(async (request) => {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 500);
  return redirectTo(`${JOB_ALERTS_PATH}/manage?token=${encodeURIComponent(token)}`);
});
