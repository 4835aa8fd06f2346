// The database the tests' own servers start from (./own-server.ts): made once per run, beside the
// suite's server (./serve.mjs), exactly as `npm start` makes a new install's (migrated, seeded, the
// new install recorded), then copied for each server, whose start (server/start.mjs) finds it
// current and seeded. A new install's whole start took 2.6 s more of a core each time; the suite's
// own server, server-memory.spec.ts and the unit tests of server/prepare-db.mjs still start from
// nothing, as a new user's first `npm start` does.
import fs from "node:fs";
import path from "node:path";
import { copySqliteDatabase } from "../../server/sqlite-file.mjs";

const placeOf = (e2eDir) => {
  const folder = path.join(e2eDir, "own-template");
  return { folder, db: path.join(folder, "own.db"), ready: path.join(folder, "ready") };
};

/** Makes the template in E2E_DIR, with the environment an own server gets (SQLite, no SMTP). */
export async function makeOwnTemplate(e2eDir) {
  const { folder, db, ready } = placeOf(e2eDir);
  fs.mkdirSync(folder, { recursive: true });
  // Imported here: Playwright loads this file for own-server.ts too, and cannot require the start's
  // module graph (it has a top-level await).
  const { prepareDb } = await import("../../server/prepare-db.mjs");
  await prepareDb({
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: `file:${db}`,
    VAR_DIR: path.join(folder, "var"),
    MAIL_DIR: path.join(folder, "mail"),
    UPLOAD_DIR: path.join(folder, "uploads"),
    SMTP_URL: "",
  });
  fs.writeFileSync(ready, "");
}

/** Copies the template to `dbFile` (with its seed marker), once serve.mjs has made it. */
export async function copyOwnTemplate(e2eDir, dbFile) {
  const { db, ready } = placeOf(e2eDir);
  for (const deadline = Date.now() + 120_000; !fs.existsSync(ready);) {
    if (Date.now() > deadline) throw new Error(`no own-server template at ${db}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  copySqliteDatabase(db, dbFile);
}
