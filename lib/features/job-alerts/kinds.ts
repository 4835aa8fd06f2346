export const MAIL_JOB_ALERT_CONFIRM = "job-alert-confirm";
export const MAIL_JOB_ALERT = "job-alert";
export const MAIL_JOB_ALERT_DIGEST = "job-alert-digest";
