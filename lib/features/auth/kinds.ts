// The outbox kinds of the account mails, shared by the code that queues them and ./mail.ts.
export const MAIL_SIGNUP_CODE = "auth-signup-code";
export const MAIL_RESET_CODE = "auth-reset-code";
export const MAIL_ACCOUNT_EXISTS = "auth-account-exists";
export const MAIL_CODE_LOCKED = "auth-code-locked";
export const MAIL_TOTP_LOCKED = "auth-totp-locked";
export const MAIL_ENROL_CODE = "auth-enrol-code";
export const MAIL_TWO_FACTOR_ENROLLED = "auth-two-factor-enrolled";
export const MAIL_RECOVERY_CODE_USED = "auth-recovery-code-used";
