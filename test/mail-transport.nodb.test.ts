import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { createSmtpTransport, sendVia } from "@/lib/core/mail/transport";

const message = (to: string) => ({ to, subject: "Hello", text: "Hi.", html: "<p>Hi.</p>" });

async function server(options: { secure: boolean; disabledCommands?: string[] }) {
  const received: string[] = [];
  const secure: boolean[] = [];
  const smtp = new SMTPServer({
    ...options,
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        secure.push(session.secure);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return { smtp, received, secure, port: (smtp.server.address() as AddressInfo).port };
}

describe("the pooled SMTP transport", () => {
  it("fails every send when the server refuses connections, instead of leaving them queued", async () => {
    const transport = createSmtpTransport("smtp://127.0.0.1:1", { maxConnections: 2 });
    const results = await Promise.allSettled(["a", "b", "c"].map((name) => sendVia(transport, message(`${name}@example.com`))));
    transport.close();
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected", "rejected"]);
  });

  it.each([false, true])("delivers over plain SMTP and over implicit TLS (secure: %s)", async (secure) => {
    const { smtp, received, port } = await server({ secure });
    const url = secure ? `smtps://127.0.0.1:${port}?tls.rejectUnauthorized=false` : `smtp://127.0.0.1:${port}?ignoreTLS=true`;
    const transport = createSmtpTransport(url, { maxConnections: 2 });
    await Promise.all(["a", "b", "c"].map((name) => sendVia(transport, message(`${name}@example.com`))));
    transport.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    expect(received.sort()).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
  });

  it("requires STARTTLS on smtp:// unless the URL says otherwise", async () => {
    const plain = await server({ secure: false, disabledCommands: ["STARTTLS"] });
    const strict = createSmtpTransport(`smtp://127.0.0.1:${plain.port}`);
    await expect(sendVia(strict, message("refused@example.com"))).rejects.toThrow(/STARTTLS/i);
    strict.close();
    const optedOut = createSmtpTransport(`smtp://127.0.0.1:${plain.port}?requireTLS=false`);
    await sendVia(optedOut, message("plain@example.com"));
    optedOut.close();
    await new Promise<void>((resolve) => plain.smtp.close(() => resolve()));
    expect(plain.received).toEqual(["plain@example.com"]);

    const upgrading = await server({ secure: false });
    const upgraded = createSmtpTransport(`smtp://127.0.0.1:${upgrading.port}?tls.rejectUnauthorized=false`);
    await sendVia(upgraded, message("tls@example.com"));
    upgraded.close();
    await new Promise<void>((resolve) => upgrading.smtp.close(() => resolve()));
    expect(upgrading.received).toEqual(["tls@example.com"]);
    expect(upgrading.secure).toEqual([true]);
  });
});
