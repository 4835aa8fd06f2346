// The limits every counted key is held to, by name (the name is the `kind` of
// rate_limit_refusals_total): one home for each limit, read by lib/core/rate-limit.ts and callers.

export type RateRule = { limit: number; windowMs: number };

/**
 * Failures in a row on one key (wrong passwords, wrong codes): the first `free` cost nothing;
 * from the `free`-th on, the next try waits baseDelayMs, then twice as long after each further
 * failure, up to maxDelayMs. A key with no failure for forgetMs starts again from nothing.
 */
export type FailureRule = { free: number; baseDelayMs: number; maxDelayMs: number; forgetMs: number };

export const RATE_RULES = {
  publicPostPerIp: { limit: 20, windowMs: 60_000 },
  // A resume sent to be read for its details (POST /api/resume/details) costs the reader's worker
  // a read: a visitor choosing a file or two stays far below.
  resumeDetailsPerIp: { limit: 5, windowMs: 60_000 },
  perEmail: { limit: 5, windowMs: 60 * 60_000 },
  // Account screens that mail a code or notice (sign-up, resend, forgot password): one address
  // from one IP gets a few, the address from everywhere a higher ceiling, so one IP cannot use
  // up the owner's mails.
  authMailPerEmailIp: { limit: 5, windowMs: 15 * 60_000 },
  authPerEmail: { limit: 10, windowMs: 15 * 60_000 },
  // Web Vitals beacons (POST /api/vitals): one per page view, so a visitor reading fast stays far below.
  vitalsPerIp: { limit: 30, windowMs: 60_000 },
  // Which Web Vitals beacons count: one per IP per page an hour, so one visitor (or one attacker)
  // weighs one view in the dashboard's p75 and in the stored rows' budget, however often they send.
  vitalsSamplePerIpPage: { limit: 1, windowMs: 60 * 60_000 },
  // Booking a call holds a consultant's time and mails a confirmation: a visitor books one or two,
  // so one IP gets 10 a day and one mailbox (its +tag variants too) 3 a week.
  bookingPerIpDay: { limit: 10, windowMs: 24 * 60 * 60_000 },
  bookingPerAddressWeek: { limit: 3, windowMs: 7 * 24 * 60 * 60_000 },
} satisfies Record<string, RateRule>;

export const FAILURE_RULES = {
  // Wrong passwords or codes for one address from one IP: 5 free, then 1 s, 2 s, 4 s … up to 15 minutes.
  authPerEmailIp: { free: 5, baseDelayMs: 1000, maxDelayMs: 15 * 60_000, forgetMs: 60 * 60_000 },
  // The same address from every IP: a higher ceiling and a wait of at most 30 s, which slows a
  // guesser with many IPs without locking the owner out (only requests are ever refused, never the account).
  authPerEmail: { free: 10, baseDelayMs: 1000, maxDelayMs: 30_000, forgetMs: 60 * 60_000 },
} satisfies Record<string, FailureRule>;
