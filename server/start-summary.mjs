// What a start tells the operator about where things go: the database and the mail, never a
// password (a URL's credentials are left out).
import path from "node:path";
import { root } from "./lib.mjs";

const shownPath = (file) => {
  const relative = path.relative(root, file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative;
};

const hostOf = (url, defaultPort) => `${url.hostname}:${url.port || defaultPort}`;

/** "PostgreSQL host:port/db" or "SQLite <file>" for a checked DATABASE_URL. */
export function describeDatabase(databaseUrl) {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const url = new URL(databaseUrl);
    return `PostgreSQL ${hostOf(url, 5432)}${url.pathname}`;
  }
  return `SQLite ${shownPath(path.resolve(root, databaseUrl.replace(/^file:/, "").split("?")[0]))}`;
}

/** Where mail goes: the SMTP server, or the folder of .eml files when SMTP_URL is unset. */
export function describeMail(config) {
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    return `sent through SMTP ${hostOf(url, url.protocol === "smtps:" ? 465 : 587)}`;
  }
  return `SMTP_URL unset: mail is written as .eml files to ${shownPath(config.mailDir)}`;
}

/** One line on what a migration run did, e.g. "applied 3 migrations (a … c)" or "schema is current". */
export function describeMigrations(applied) {
  if (applied.length === 0) return "schema is current, no migration to apply";
  const names = applied.length === 1 ? applied[0] : `${applied[0]} … ${applied.at(-1)}`;
  return `applied ${applied.length} migration${applied.length === 1 ? "" : "s"} (${names})`;
}
