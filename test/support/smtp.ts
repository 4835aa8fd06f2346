// A loopback SMTP server for sender tests: records what it accepted, can refuse (4xx/5xx), hold
// replies, or be stopped and started again on the same port.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type Received = { to: string; raw: Buffer };
type Mode = { refuseAll?: { code: number; message: string }; refuse?: Map<string, number>; hold?: Promise<void> };

export class TestSmtp {
  readonly received: Received[] = [];
  mode: Mode = {};
  port = 0;
  private server: SMTPServer | null = null;

  async start(port = 0): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      disableReverseLookup: true,
      logger: false,
      closeTimeout: 100,
      onRcptTo: (address, _session, callback) => {
        const { refuseAll, refuse } = this.mode;
        const code = refuseAll?.code ?? refuse?.get(address.address);
        if (code) return callback(Object.assign(new Error(refuseAll?.message ?? "Mailbox unavailable"), { responseCode: code }));
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          void (this.mode.hold ?? Promise.resolve()).then(() => {
            for (const rcpt of session.envelope.rcptTo) this.received.push({ to: rcpt.address, raw: Buffer.concat(chunks) });
            callback();
          });
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  get url(): string {
    // This loopback server offers no STARTTLS, so the URL says plain text is fine.
    return `smtp://127.0.0.1:${this.port}?requireTLS=false`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    // Drop open client connections at once, as a crashed server would.
    for (const connection of (server as unknown as { connections: Set<{ close(): void }> }).connections ?? []) connection.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  countFor(address: string): number {
    return this.received.filter((mail) => mail.to === address).length;
  }

  parse(index = 0): Promise<ParsedMail> {
    const mail = this.received[index];
    if (!mail) throw new Error(`no mail #${index}`);
    return simpleParser(mail.raw, { keepCidLinks: true });
  }
}

/** The raw value of a header as it was sent, folded lines joined (mailparser restructures the List-* headers). */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((entry) => entry.key === name.toLowerCase());
  return line?.line
    .slice(line.line.indexOf(":") + 1)
    .replace(/\r?\n\s+/g, " ")
    .trim();
}
