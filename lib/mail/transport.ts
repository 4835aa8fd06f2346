// Sends through SMTP_URL when set (pooled); otherwise writes each message as an .eml file under
// var/mail/ and logs its subject and recipient, so development needs no mail server.
// Two pools: transactional mail (outbox) and bulk mail (newsletters), so a campaign of thousands
// never queues a sign-up confirmation behind it.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "../config";
import { safeHeader } from "./escape";

/** An inline part referenced from the HTML as `cid:<cid>`. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string; cid: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** A Message-ID without the angle brackets; nodemailer makes one when absent. */
  messageId?: string;
};

export type MailChannel = "transactional" | "bulk";

const globalMail = globalThis as unknown as { __mailTransports?: Partial<Record<MailChannel, Transporter>> };

/** A pooled SMTP transport for `smtpUrl`; `pool` adds nodemailer pool options such as maxConnections. */
export function createSmtpTransport(smtpUrl: string, pool: Record<string, string> = {}): Transporter {
  const parsed = new URL(smtpUrl);
  for (const [key, value] of Object.entries({ pool: "true", ...pool })) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, value);
  }
  return nodemailer.createTransport(parsed.toString());
}

function transport(channel: MailChannel): Transporter {
  const transports = (globalMail.__mailTransports ??= {});
  const bulkPool = { maxConnections: process.env.NEWSLETTER_SMTP_CONNECTIONS ?? "5", maxMessages: "1000" };
  return (transports[channel] ??= config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, channel === "bulk" ? bulkPool : {})
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }));
}

/** Resolves once the SMTP server accepted the message (or its .eml file is written); throws otherwise. */
export async function sendVia(transporter: Transporter, message: MailMessage): Promise<void> {
  const headers = Object.fromEntries(
    Object.entries(message.headers ?? {}).map(([key, value]) => [safeHeader(key), safeHeader(value)]),
  );
  const info: { message?: unknown } = await transporter.sendMail({
    from: config.mailFrom,
    to: safeHeader(message.to),
    subject: safeHeader(message.subject),
    text: message.text,
    html: message.html,
    headers,
    attachments: message.attachments,
    messageId: message.messageId ? `<${safeHeader(message.messageId)}>` : undefined,
  });
  if (Buffer.isBuffer(info.message)) {
    await fs.mkdir(config.mailDir, { recursive: true });
    const file = path.join(config.mailDir, `${Date.now()}-${randomUUID()}.eml`);
    await fs.writeFile(file, info.message);
    console.info(`[mail] "${message.subject}" to ${message.to} written to ${path.relative(process.cwd(), file)}`);
  }
}

export function sendMail(message: MailMessage, channel: MailChannel = "transactional"): Promise<void> {
  return sendVia(transport(channel), message);
}
