// Settings of the newsletter sender, from the environment (README lists them).
const number = (value: string | undefined, fallback: number, min = 0) => {
  const parsed = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(parsed) && parsed >= min ? parsed : fallback;
};

export const NEWSLETTER_SETTINGS = {
  /** Messages per second; 0 sends as fast as the SMTP server accepts. */
  ratePerSecond: number(process.env.NEWSLETTER_RATE_PER_SECOND, 10),
  /** Pooled SMTP connections (also read by lib/core/mail/transport.ts). */
  connections: number(process.env.NEWSLETTER_SMTP_CONNECTIONS, 5, 1),
  /** Failed sends in a row after which the campaign pauses. */
  maxErrorsInARow: number(process.env.NEWSLETTER_MAX_ERRORS_IN_A_ROW, 10, 1),
  /** Attempts per address before its delivery counts as failed. */
  maxAttempts: 3,
};
