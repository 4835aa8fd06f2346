// Every setting the server reads, with the defaults that let `npm start` run with no .env.
import path from "node:path";

const root = process.cwd();

function resolveDir(value: string | undefined, fallback: string): string {
  return path.resolve(/*turbopackIgnore: true*/ root, value && value.length > 0 ? value : fallback);
}

export const config = {
  databaseUrl: process.env.DATABASE_URL ?? "file:./var/data.db",
  dbAdapter: process.env.DB_ADAPTER === "libsql" ? ("libsql" as const) : ("better-sqlite3" as const),
  smtpUrl: process.env.SMTP_URL ?? "",
  mailFrom: process.env.MAIL_FROM ?? "Solutions At One Place <no-reply@localhost>",
  siteUrl: (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? "3000"}`).replace(/\/$/, ""),
  operatorEmail: process.env.OPERATOR_EMAIL ?? "",
  uploadDir: resolveDir(process.env.UPLOAD_DIR, "var/uploads"),
  storageUrl: process.env.STORAGE_URL ?? "",
  mailDir: resolveDir(process.env.MAIL_DIR, "var/mail"),
  varDir: resolveDir(process.env.VAR_DIR, "var"),
  rateLimitEnabled: process.env.RATE_LIMIT !== "off",
  isProduction: process.env.NODE_ENV === "production",
};
