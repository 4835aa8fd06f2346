// An SMTP server on 127.0.0.1:PORT that accepts every message and, before answering 250, appends
// one line per recipient to OUT: address, Message-ID and size. The newsletter bench counts the
// copies each subscriber received from that file.
import fs from "node:fs";
import { SMTPServer } from "smtp-server";

const out = fs.openSync(process.env.OUT, "a");
const HEAD_LIMIT = 64 * 1024;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  disableReverseLookup: true,
  logger: false,
  closeTimeout: 1000,
  size: 0,
  onData(stream, session, callback) {
    let head = "";
    let bytes = 0;
    stream.on("data", (chunk) => {
      bytes += chunk.length;
      if (head.length < HEAD_LIMIT && !head.includes("\r\n\r\n")) head += chunk.toString("latin1");
    });
    stream.on("end", () => {
      const id = /^message-id:\s*<([^>]+)>/im.exec(head.split("\r\n\r\n")[0] ?? "")?.[1] ?? "";
      for (const rcpt of session.envelope.rcptTo) fs.writeSync(out, `${rcpt.address}\t${id}\t${bytes}\n`);
      callback();
    });
  },
});
server.on("error", (error) => console.error("[smtp]", error.message));
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("[smtp] ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
