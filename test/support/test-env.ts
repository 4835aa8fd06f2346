// The settings both projects of the unit tests run with (test/global-setup.ts for SQLite,
// test/global-setup-postgres.ts for PostgreSQL), beside each one's own database.
import path from "node:path";

/** The directories under the run's throwaway `dir`, the site's address and the inbound mail's domain and token. */
export const unitTestEnv = (dir: string) => ({
  VAR_DIR: path.join(dir, "var"),
  MAIL_DIR: path.join(dir, "mail"),
  UPLOAD_DIR: path.join(dir, "uploads"),
  SITE_URL: "http://localhost:3000",
  REPLY_DOMAIN: "replies.example.test",
  INBOUND_MAIL_TOKEN: "unit-tests-inbound-token-0123456789",
});
