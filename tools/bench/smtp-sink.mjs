// An SMTP server on 127.0.0.1:PORT that accepts every message and discards it, so the app's
// outbox really sends (over a pooled connection) without mail piling up anywhere.
import { SMTPServer } from "smtp-server";

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  disableReverseLookup: true, // a reverse DNS lookup per connection would leave the machine
  logger: false,
  closeTimeout: 1000,
  onData(stream, _session, callback) {
    stream.on("end", () => callback());
    stream.resume();
  },
});
server.on("error", (error) => console.error("[smtp]", error.message));
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("[smtp] ready"));

process.on("SIGTERM", () => server.close(() => process.exit(0)));
