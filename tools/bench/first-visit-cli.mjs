// `node tools/bench/first-visit-cli.mjs /path [/path…]`: first-visit bytes of pages of the
// current build, each in a fresh Chromium context, against a throwaway database.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { prepareDb } from "../../server/prepare-db.mjs";
import { firstVisit } from "./measure.mjs";
import { startApp, startSmtpSink } from "./servers.mjs";

const paths = process.argv.slice(2);
if (paths.length === 0) paths.push("/");
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), "first-visit-"));
const databaseUrl = `file:${path.join(tmpDir, "app.db")}`;
await prepareDb({ ...process.env, DATABASE_URL: databaseUrl });
const smtp = await startSmtpSink();
const app = await startApp({ adapter: "better-sqlite3", databaseUrl, smtpPort: smtp.port, tmpDir });
try {
  const results = await firstVisit(paths.map((p) => app.url + p));
  results.forEach((r, i) =>
    console.log(
      `${paths[i].padEnd(28)} JS ${(r.scriptBytes / 1024).toFixed(1).padStart(6)} KB (${r.scripts} files)  total ${(r.totalBytes / 1024).toFixed(1)} KB`,
    ),
  );
} finally {
  app.stop();
  smtp.stop?.();
  fs.rmSync(tmpDir, { recursive: true, force: true });
}
