// Baseline for the newsletter sender: the same message sent COUNT times straight through one
// pooled nodemailer transport (CONNECTIONS connections, IN_FLIGHT messages in flight), with no
// database and no bookkeeping. What the app adds on top is its claim and "sent" writes.
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { root } from "../../server/lib.mjs";

const require = createRequire(path.join(root, "package.json"));
const nodemailer = require("nodemailer");

const [port, count, connections, inFlight, imageFile] = process.argv.slice(2);
const image = imageFile ? (await import("node:fs")).readFileSync(imageFile) : null;
// Nagle off, as the app's transport does (lib/core/mail/transport.ts): a fair baseline.
const getSocket = (options, callback) => {
  const socket = net.connect({ host: options.host, port: options.port });
  socket.setNoDelay(true);
  callback(null, { connection: socket });
};
const transport = nodemailer.createTransport({
  host: "127.0.0.1",
  port: Number(port),
  pool: true,
  maxConnections: Number(connections),
  maxMessages: 1000,
  getSocket,
});
const html = `<!doctype html><html><body>${image ? '<img src="cid:img@bench" alt="" width="560">' : ""}${"<p>Newsletter paragraph for the baseline.</p>".repeat(8)}</body></html>`;
let next = 0;
const started = performance.now();
async function lane() {
  while (next < Number(count)) {
    const n = next++;
    await transport.sendMail({
      from: "Bench <bench@localhost>",
      to: `baseline-${n}@example.com`,
      subject: "Baseline newsletter",
      text: "Newsletter paragraph for the baseline.\n\n".repeat(8),
      html,
      messageId: `<baseline-${n}@bench>`,
      headers: { "List-Unsubscribe": `<http://127.0.0.1/u?token=${n}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      attachments: image ? [{ filename: "image.jpg", content: image, contentType: "image/jpeg", cid: "img@bench" }] : [],
    });
  }
}
await Promise.all(Array.from({ length: Number(inFlight) }, lane));
const seconds = (performance.now() - started) / 1000;
transport.close();
console.log(`[baseline-send] ${count} ${seconds.toFixed(3)}`);
