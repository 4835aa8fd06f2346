// The inbound section's baseline (inbound.mjs): a bare smtp-server on 127.0.0.1:PORT that keeps
// every message it receives in memory, with the site receiver's recipient check and no more.
import { SMTPServer } from "smtp-server";

const kept = [];
const domain = `@${process.env.REPLY_DOMAIN}`;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  disableReverseLookup: true,
  logger: false,
  closeTimeout: 1000,
  size: 10 * 1024 * 1024,
  onRcptTo(address, _session, callback) {
    callback(address.address.toLowerCase().endsWith(domain) ? undefined : Object.assign(new Error("no"), { responseCode: 550 }));
  },
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      kept.push(Buffer.concat(chunks));
      callback();
    });
  },
});
server.on("error", (error) => console.error("[inbound-bare]", error.message));
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("[inbound-bare] ready"));
process.on("SIGTERM", () => {
  console.log(`[inbound-bare] kept ${kept.length}`);
  server.close(() => process.exit(0));
});
