// The limits of one-time codes (lib/features/auth/codes.ts), apart from the code itself so that
// retention can read the failure window without loading the database client of the app.
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const DAILY_CODE_FAILURES = 10;
export const CODE_FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const LIVE_SIGNUP_CODES = 3;
