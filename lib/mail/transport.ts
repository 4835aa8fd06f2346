// Sends through SMTP_URL when set (pooled); otherwise writes each message as an .eml file under
// var/mail/ and logs its subject and recipient, so development needs no mail server.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "../config";
import { safeHeader } from "./escape";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

const globalMail = globalThis as unknown as { __mailTransport?: Transporter };

function transport(): Transporter {
  if (!globalMail.__mailTransport) {
    globalMail.__mailTransport = config.smtpUrl
      ? nodemailer.createTransport(withPool(config.smtpUrl))
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  }
  return globalMail.__mailTransport;
}

function withPool(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has("pool")) parsed.searchParams.set("pool", "true");
  return parsed.toString();
}

export async function sendMail(message: MailMessage): Promise<void> {
  const headers = Object.fromEntries(
    Object.entries(message.headers ?? {}).map(([key, value]) => [safeHeader(key), safeHeader(value)]),
  );
  const info: { message?: unknown } = await transport().sendMail({
    from: config.mailFrom,
    to: safeHeader(message.to),
    subject: safeHeader(message.subject),
    text: message.text,
    html: message.html,
    headers,
  });
  if (!config.smtpUrl && Buffer.isBuffer(info.message)) {
    await fs.mkdir(config.mailDir, { recursive: true });
    const file = path.join(config.mailDir, `${Date.now()}-${randomUUID()}.eml`);
    await fs.writeFile(file, info.message);
    console.info(`[mail] "${message.subject}" to ${message.to} written to ${path.relative(process.cwd(), file)}`);
  }
}
