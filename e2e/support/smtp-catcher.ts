// A loopback SMTP server in the test's own process that counts what it accepts: copies per
// recipient and per Message-ID, and the raw message for the recipients a test wants to read
// (`keep`), so thousands of messages cost counters, not memory. No STARTTLS: servers pointed at
// it use SMTP_URL smtp://127.0.0.1:<port>?requireTLS=false, as e2e/support/serve.mjs does.
import { SMTPServer } from "smtp-server";

export type SmtpCatcher = {
  url: string;
  /** Messages accepted so far (one per recipient). */
  total(): number;
  copiesTo(address: string): number;
  /** Copies whose Message-ID is `<id>`. */
  copiesOf(id: string): number;
  /** Recipients whose address passes `filter`, with their copy counts. */
  recipients(filter: (address: string) => boolean): Map<string, number>;
  /** Raw messages to `address`, for addresses `keep` accepted. */
  raw(address: string): Buffer[];
  /** An outage: stops listening and drops the open connections; counts are kept. */
  stopServer(): Promise<void>;
  /** Listens again on the same port. */
  startServer(): Promise<void>;
  close(): Promise<void>;
};

const HEAD_LIMIT = 16 * 1024;

export async function startSmtpCatcher({ keep = () => false }: { keep?: (address: string) => boolean } = {}): Promise<SmtpCatcher> {
  const byAddress = new Map<string, number>();
  const byMessageId = new Map<string, number>();
  const kept = new Map<string, Buffer[]>();
  let total = 0;
  const open = () =>
    new SMTPServer({
      authOptional: true,
      // A stop drops what is still connected after this long (smtp-server waits 30 s by default).
      closeTimeout: 100,
      disabledCommands: ["STARTTLS"],
      disableReverseLookup: true,
      logger: false,
      size: 0,
      onData(stream, session, callback) {
        const addresses = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const keepAll = addresses.some(keep);
        const chunks: Buffer[] = [];
        let head = "";
        stream.on("data", (chunk: Buffer) => {
          if (keepAll) chunks.push(chunk);
          if (head.length < HEAD_LIMIT && !head.includes("\r\n\r\n")) head += chunk.toString("latin1");
        });
        stream.on("end", () => {
          const id = /^message-id:\s*<([^>]+)>/im.exec(head.split("\r\n\r\n")[0] ?? "")?.[1] ?? "";
          for (const address of addresses) {
            total += 1;
            byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
            byMessageId.set(id, (byMessageId.get(id) ?? 0) + 1);
            if (keep(address)) kept.set(address, [...(kept.get(address) ?? []), Buffer.concat(chunks)]);
          }
          callback();
        });
      },
    });
  // A sender killed mid-session resets its connection, and smtp-server reports that as an 'error'
  // of the server; with no listener it was thrown in the test's process (read ECONNRESET) and
  // failed the SIGKILL test. Only messages that ended are counted, so nothing else changes.
  const listen = async (port: number) => {
    const server = open();
    server.on("error", () => undefined);
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    return server;
  };
  let server: SMTPServer | null = await listen(0);
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("the SMTP catcher has no port");
  const stopServer = async () => {
    const running = server;
    server = null;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };
  return {
    url: `smtp://127.0.0.1:${address.port}?requireTLS=false`,
    total: () => total,
    copiesTo: (to) => byAddress.get(to.toLowerCase()) ?? 0,
    copiesOf: (id) => byMessageId.get(id) ?? 0,
    recipients: (filter) => new Map([...byAddress].filter(([to]) => filter(to))),
    raw: (to) => kept.get(to.toLowerCase()) ?? [],
    stopServer,
    async startServer() {
      server ??= await listen(address.port);
    },
    close: stopServer,
  };
}
