// Started by Playwright's webServer: a throwaway database, a loopback SMTP catcher that writes
// every message it accepts into E2E_DIR/mail, and the production server pointed at both.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { fileURLToPath } from "node:url";
import { prepareDb } from "../../server/prepare-db.mjs";
import { SERVER_NODE_FLAGS, serverEnv } from "../../server/server-flags.mjs";
import { E2E_INBOUND_TOKEN, E2E_REPLY_DOMAIN } from "./inbound-settings.mjs";
import { makeOwnTemplate } from "./own-template.mjs";

const dir = process.env.E2E_DIR;
const port = process.env.E2E_PORT;
const smtpPort = Number(process.env.E2E_SMTP_PORT);
if (!dir || !port || !smtpPort) throw new Error("E2E_DIR, E2E_PORT and E2E_SMTP_PORT must be set (playwright.config.ts sets them)");

const mailDir = path.join(dir, "mail");
fs.mkdirSync(mailDir, { recursive: true });
let received = 0;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      const file = path.join(mailDir, `${Date.now()}-${received}.eml`);
      fs.writeFileSync(`${file}.tmp`, Buffer.concat(chunks));
      fs.renameSync(`${file}.tmp`, file);
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

const env = {
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: `file:${path.join(dir, "e2e.db")}`,
  PORT: port,
  HOSTNAME: "127.0.0.1",
  SITE_URL: `http://127.0.0.1:${port}`,
  // The catcher offers no STARTTLS, so the URL says plain text is fine (the transport requires TLS otherwise).
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}?requireTLS=false`,
  VAR_DIR: path.join(dir, "var"),
  UPLOAD_DIR: path.join(dir, "uploads"),
  // Each test sends its own X-Forwarded-For, so rate limits of one test never hit another.
  TRUST_PROXY: "1",
  // Makes /e2e-error throw, for e2e/error-pages.spec.ts; unset everywhere else (that URL is then a 404).
  E2E_FORCE_ERROR: "1",
  // Rows of other tests are never removed under them; e2e/upkeep.spec.ts runs upkeep on its own server.
  UPKEEP_INTERVAL: "off",
  // A request line per request would fill the suite's output (Playwright prints the server's); the
  // tests that read logs start servers of their own. Warnings and errors still show.
  LOG_LEVEL: "warn",
  // Replies come back (lib/features/conversations): by SMTP to the built-in receiver, or posted.
  REPLY_DOMAIN: E2E_REPLY_DOMAIN,
  INBOUND_SMTP_PORT: process.env.E2E_INBOUND_PORT,
  INBOUND_SMTP_HOST: "127.0.0.1",
  INBOUND_MAIL_TOKEN: E2E_INBOUND_TOKEN,
};
await prepareDb(env);
// The server runs as its own process with the same flags as `npm start`.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, fileURLToPath(new URL("../../server/server.mjs", import.meta.url))], {
  env: serverEnv(env),
  stdio: "inherit",
});
const stop = () => {
  server.kill("SIGTERM");
  smtp.close();
};
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
server.on("exit", (code) => process.exit(code ?? 0));
// While the server starts: the database the tests' own servers copy (./own-template.mjs).
await makeOwnTemplate(dir);
