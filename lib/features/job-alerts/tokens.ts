// The links of job alerts: signed tokens naming an alert, so only its mails' recipient can use
// them and no account or cookie is needed. Confirming works for 7 days; managing, for the
// alert's life.
import "server-only";
import { JOB_ALERTS_PATH } from "../../content/job-alerts";
import { config } from "../../core/config";
import { createToken, verifyToken } from "../../core/tokens";
import { RETENTION_PERIODS } from "../../content/retention-periods";

const CONFIRM = "job-alert-confirm";
const MANAGE = "job-alert";
export const ALERT_CONFIRM_TTL_MS = RETENTION_PERIODS.unconfirmedAlertDays * 24 * 60 * 60 * 1000;

export const confirmToken = (alertId: string) => createToken(CONFIRM, alertId, ALERT_CONFIRM_TTL_MS);
export const manageToken = (alertId: string) => createToken(MANAGE, alertId);
export const alertIdOfConfirm = (token: string) => verifyToken(CONFIRM, token);
export const alertIdOfManage = (token: string) => verifyToken(MANAGE, token);

export const confirmUrl = (alertId: string) =>
  `${config.siteUrl}${JOB_ALERTS_PATH}/confirm?token=${confirmToken(alertId)}`;
export const manageUrl = (alertId: string) =>
  `${config.siteUrl}${JOB_ALERTS_PATH}/manage?token=${manageToken(alertId)}`;

/** Headers that let mail clients offer one-click unsubscribe (RFC 8058): a POST deletes the alert. */
export function alertUnsubscribeHeaders(alertId: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${config.siteUrl}/api/job-alerts/unsubscribe?token=${manageToken(alertId)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
