// Sends through SMTP_URL when set (pooled); otherwise writes each message as an .eml file under
// var/mail/ and logs its subject and recipient, so development needs no mail server.
// Two pools: transactional mail (outbox) and bulk mail (newsletters), so a campaign of thousands
// never queues a sign-up confirmation behind it.
import "server-only";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import { config } from "../config";
import { safeHeader } from "./escape";

/** An inline part referenced from the HTML as `cid:<cid>`; `raw` is the whole MIME part, encoded once. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string; cid: string } | { cid: string; raw: string };

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

/**
 * Opens the TCP connection with Nagle's algorithm off. nodemailer writes a message's end in small
 * pieces; with Nagle on, each waits for the server's delayed ACK (about 40 ms on Linux), which
 * capped a connection near 20 messages per second. The socket is handed over while it is still
 * connecting, so a refused connection reaches nodemailer's own error handling (a getSocket
 * error would leave the pool's slot stuck); TLS, when asked for, is added by nodemailer.
 */
const getSocket: NonNullable<SMTPPool.Options["getSocket"]> = (options, callback) => {
  // @types/nodemailer 8 types the port as string | number (a URL's port is a string).
  const socket = net.connect({ host: options.host ?? "localhost", port: Number(options.port ?? (options.secure ? 465 : 587)) });
  socket.setNoDelay(true);
  callback(null, { connection: socket });
};

/** A pooled SMTP transport for `smtpUrl`; `pool` adds nodemailer pool options such as maxConnections. */
export function createSmtpTransport(smtpUrl: string, pool: Partial<SMTPPool.Options> = {}): Transporter {
  const options: SMTPPool.Options = { ...(parseConnectionUrl(smtpUrl) as SMTPPool.Options), pool: true, getSocket };
  for (const [key, value] of Object.entries(pool)) {
    if (!new URL(smtpUrl).searchParams.has(key)) Object.assign(options, { [key]: value });
  }
  return nodemailer.createTransport(options);
}

function transport(channel: MailChannel): Transporter {
  const transports = (globalMail.__mailTransports ??= {});
  const bulkPool = { maxConnections: Number(process.env.NEWSLETTER_SMTP_CONNECTIONS ?? 5), maxMessages: 1000 };
  return (transports[channel] ??= config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, channel === "bulk" ? bulkPool : {})
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }));
}

/** The address part of a "Name <address>" sender. */
const addressOf = (from: string) => /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;

/**
 * Resolves once the SMTP server accepted the message (or its .eml file is written); throws otherwise.
 * The message is composed into one buffer first: streamed part by part, its base64 lines would
 * go out as thousands of tiny TCP writes.
 */
export async function sendVia(transporter: Transporter, message: MailMessage): Promise<void> {
  const headers = Object.fromEntries(
    Object.entries(message.headers ?? {}).map(([key, value]) => [safeHeader(key), safeHeader(value)]),
  );
  const to = safeHeader(message.to);
  const raw = await new MailComposer({
    from: config.mailFrom,
    to,
    subject: safeHeader(message.subject),
    text: message.text,
    html: message.html,
    headers,
    attachments: message.attachments,
    messageId: message.messageId ? `<${safeHeader(message.messageId)}>` : undefined,
    // Chosen, not detected: detection scans every text part with regular expressions.
    textEncoding: "quoted-printable",
  })
    .compile()
    .build();
  const info: { message?: unknown } = await transporter.sendMail({ envelope: { from: addressOf(config.mailFrom), to: [to] }, raw });
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
