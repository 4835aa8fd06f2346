// The value parsers of lib/core/config.ts's schema: what a variable's text may be and the message
// a wrong one gets. No environment is read here.
import { z } from "zod";

// An empty variable (`SITE_URL=` in a .env) means unset.
const blankIsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
export const variable = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema);

export const number = (min: number, { whole = false, max = Number.MAX_SAFE_INTEGER } = {}) =>
  z.coerce
    .number({ error: "must be a number" })
    .refine((value) => Number.isFinite(value) && (!whole || Number.isInteger(value)), {
      error: whole ? "must be a whole number" : "must be a number",
    })
    .refine((value) => value >= min && value <= max, {
      error: max === Number.MAX_SAFE_INTEGER ? `must be ${min} or more` : `must be from ${min} to ${max}`,
    });

export const url = (protocols: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")} (e.g. ${example})` },
  );

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be ${values.map((v) => `"${v}"`).join(" or ")}` });

export const POSTGRES_URL = /^postgres(ql)?:\/\//;

// How often upkeep runs (lib/runtime/upkeep-scheduler.ts): a number with s, m, h or d
// (a bare number is hours); "off" or 0 turns the timer off. Milliseconds, 0 when off.
const DURATION_UNITS_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
export const upkeepInterval = z.string().transform((value, context) => {
  const text = value.trim().toLowerCase();
  const match = /^(\d+(?:\.\d+)?)\s*([smhd]?)$/.exec(text);
  if (text === "off") return 0;
  if (!match || (Number(match[1]) > 0 && Number(match[1]) * (DURATION_UNITS_MS[match[2] || "h"] ?? 0) < 1000)) {
    context.addIssue({ code: "custom", message: 'must be a duration such as 24h, 30m or 7d (at least 1s), or "off"' });
    return z.NEVER;
  }
  return Math.round(Number(match[1]) * (DURATION_UNITS_MS[match[2] || "h"] ?? 0));
});

// A key for the file store's AES-256-GCM (lib/core/storage/encryption.ts): 32 bytes in base64.
export const isStorageKey = (value: string) =>
  /^[A-Za-z0-9+/]{43}=$/.test(value.trim()) && Buffer.from(value.trim(), "base64").length === 32;
export const STORAGE_KEY_ERROR = "must be 32 bytes in base64 (openssl rand -base64 32)";

// A SQLite file (`file:<path>` or a plain path) or a PostgreSQL URL. Any other scheme (mysql://,
// http://) is refused: it would otherwise be taken for a file path. Two letters at least, so a
// Windows drive (C:\) still reads as a path.
export const databaseUrl = z
  .string()
  .refine((value) => value.startsWith("file:") || POSTGRES_URL.test(value) || !/^[a-z][a-z0-9+.-]+:/i.test(value), {
    error:
      "must name a SQLite file (file:./var/data.db or a path) or a PostgreSQL database (postgres://…); other " +
      "databases are not supported",
  })
  .transform((value) => (value.startsWith("file:") || POSTGRES_URL.test(value) ? value : `file:${value}`));
