// The SMTP receiver's STARTTLS: offered with a certificate and key (a client that requires TLS
// delivers over it), not offered without them (the same client is refused). The message is taken
// by a receive function of the test's own, so no database is needed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { afterAll, describe, expect, it } from "vitest";
import { startInboundSmtp } from "@/lib/runtime/inbound-smtp";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inbound-tls-"));
const cert = path.join(dir, "cert.pem");
const key = path.join(dir, "key.pem");
execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-keyout", key, "-out", cert], {
  stdio: "ignore",
});

const REPLY = "reply+x@replies.example.test";

async function deliver(port: number, received: Buffer[]) {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port,
    secure: false,
    requireTLS: true,
    tls: { rejectUnauthorized: false },
  });
  try {
    await transport.sendMail({ envelope: { from: "a@example.com", to: REPLY }, raw: "Subject: tls\r\n\r\nover TLS\r\n" });
  } finally {
    transport.close();
  }
  return received.length;
}

describe("the inbound SMTP receiver's STARTTLS", () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("takes a message over STARTTLS with a certificate, and offers none without", async () => {
    const received: Buffer[] = [];
    const receive = async (raw: Buffer) => received.push(raw) > 0;
    const withTls = await startInboundSmtp({ port: 0, host: "127.0.0.1", cert, key, maxBytes: 1024 * 1024, receive });
    try {
      expect(await deliver(withTls.port, received)).toBe(1);
      expect(received[0]?.toString()).toBe("Subject: tls\r\n\r\nover TLS\r\n");
    } finally {
      await withTls.stop();
    }
    const plain = await startInboundSmtp({ port: 0, host: "127.0.0.1", maxBytes: 1024 * 1024, receive });
    try {
      await expect(deliver(plain.port, received)).rejects.toThrow(/STARTTLS/);
      expect(received).toHaveLength(1);
    } finally {
      await plain.stop();
    }
  });
});
