// The inbound mail path's malformed messages, for e2e/fuzz.spec.ts: broken MIME, a 25 MB message,
// a 500-deep multipart nesting and header injection in names, each sent by SMTP to the server's
// receiver and posted to /api/inbound-mail. Seeded, so every run sends the same ones.
import nodemailer from "nodemailer";
import { seeded } from "./fuzz-cases";
import type { RawRequest } from "./raw-http";

export type InboundCase = { name: string; raw: Buffer };

const crlf = (lines: string[]) => Buffer.from(lines.join("\r\n"), "latin1");

function nested(to: string, depth: number): Buffer {
  let body = "Content-Type: text/plain\r\n\r\nbottom\r\n";
  for (let level = depth; level > 0; level -= 1) {
    body = `Content-Type: multipart/mixed; boundary="n${level}"\r\n\r\n--n${level}\r\n${body}--n${level}--\r\n`;
  }
  return Buffer.concat([crlf([`From: deep@example.com`, `To: ${to}`, "Subject: deep", "MIME-Version: 1.0", ""]), Buffer.from(body)]);
}

/** Every case for one recipient; `bigMb` sets the large message's size. */
export function inboundCases(to: string, seed: number, bigMb = 25): InboundCase[] {
  const rng = seeded(seed);
  const junk = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(rng() * 256)));
  const head = (id: string, extra: string[] = []) => [`From: fuzz@example.com`, `To: ${to}`, `Message-ID: <${id}@fuzz.example>`, ...extra];
  return [
    { name: "random bytes", raw: junk },
    { name: "empty", raw: Buffer.alloc(0) },
    { name: "headers only, no blank line", raw: crlf(head("headers-only")) },
    { name: "one header line of 80 kB", raw: crlf([...head("long-header"), `X-Long: ${"a".repeat(80_000)}`, "", "body"]) },
    { name: "2000 header lines", raw: crlf([...head("many-headers"), ...Array.from({ length: 2000 }, (_, i) => `X-H${i}: v`), "", "body"]) },
    {
      name: "multipart without its boundary",
      raw: crlf([...head("no-boundary"), "Content-Type: multipart/mixed", "", "--x", "Content-Type: text/plain", "", "text"]),
    },
    {
      name: "unclosed multipart with broken base64",
      raw: crlf([
        ...head("unclosed", ['Content-Type: multipart/mixed; boundary="b"']),
        "",
        "--b",
        'Content-Type: application/pdf; name="a.pdf"',
        "Content-Transfer-Encoding: base64",
        "",
        "%%%%not base64@@@@",
      ]),
    },
    { name: "NUL bytes in the text", raw: Buffer.concat([crlf([...head("nul"), "", "a"]), Buffer.from([0, 0, 0]), Buffer.from("b\r\n")]) },
    { name: "broken encoded words", raw: crlf([...head("encoded", ["Subject: =?utf-8?B?####?= =?x?q?=ZZ?="]), "", "body"]) },
    { name: "500-deep multipart nesting", raw: nested(to, 500) },
    {
      name: "header injection in names",
      raw: crlf([
        `From: "=?utf-8?q?Eve=0D=0ABcc=3A_victim=40example.com?=" <eve@example.com>`,
        `To: ${to}`,
        `Subject: =?utf-8?q?Hi=0D=0AX-Injected=3A_1?=`,
        "Message-ID: <injection@fuzz.example>",
        'Content-Type: multipart/mixed; boundary="b"',
        "",
        "--b",
        "Content-Type: text/plain",
        "",
        "hello",
        "--b",
        'Content-Type: text/plain; name="=?utf-8?q?a=0D=0AContent-Type=3A_text/html?="',
        'Content-Disposition: attachment; filename="../../etc/pa\r\n sswd.txt"',
        "",
        "a text file",
        "--b--",
        "",
      ]),
    },
    { name: `${bigMb} MB`, raw: Buffer.concat([crlf([...head("big"), "", ""]), Buffer.alloc(bigMb * 1024 * 1024, "x\r\n")]) },
  ];
}

/** The POST of a case to /api/inbound-mail, with the relay's token. */
export function inboundPost(raw: Buffer, token: string): RawRequest {
  const headers: Array<[string, string]> = [
    ["Authorization", `Bearer ${token}`],
    ["Content-Type", "message/rfc822"],
    ["Content-Length", String(raw.length)],
  ];
  return { method: "POST", path: "/api/inbound-mail", headers, body: raw };
}

/** The SMTP reply code to a case sent to the receiver: 250 when taken. */
export async function sendBySmtp(port: number, envelopeTo: string, raw: Buffer): Promise<number> {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true, socketTimeout: 20_000 });
  try {
    await transport.sendMail({ envelope: { from: "fuzz@example.com", to: envelopeTo }, raw });
    return 250;
  } catch (error) {
    return (error as { responseCode?: number }).responseCode ?? 0;
  } finally {
    transport.close();
  }
}
