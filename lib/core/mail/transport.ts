// Sends through SMTP_URL when set (pooled); otherwise writes each message as an .eml file under
// var/mail/ and logs its subject and file (never the recipient), so development needs no mail server.
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
import { bridge } from "../bridge.mjs";
import { config } from "../config";
import { log } from "../log";
import { inSpan } from "../observe/span";
import { safeHeader } from "./escape";

/** An inline part referenced from the HTML as `cid:<cid>`; `raw` is the whole MIME part, encoded once. */
export type MailAttachment =
  { filename: string; content: Buffer; contentType: string; cid: string } | { cid: string; raw: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** An iCalendar invitation or cancellation (RFC 5545/6047): sent as the text/calendar part calendars act on, and
   * as invite.ics. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
  /** A Message-ID without the angle brackets; nodemailer makes one when absent. */
  messageId?: string;
  /** The From line's name in place of MAIL_FROM's own (the address stays MAIL_FROM's). */
  fromName?: string;
  /** Where a reply goes: a conversation's reply address (lib/features/conversations). */
  replyTo?: string;
};

export type MailChannel = "transactional" | "bulk";

/**
 * Opens the TCP connection with Nagle's algorithm off. nodemailer writes a message's end in small
 * pieces; with Nagle on, each waits for the server's delayed ACK (about 40 ms on Linux), which
 * capped a connection near 20 messages per second. The socket is handed over while it is still
 * connecting, so a refused connection reaches nodemailer's own error handling (a getSocket
 * error would leave the pool's slot stuck); TLS, when asked for, is added by nodemailer.
 */
const getSocket: NonNullable<SMTPPool.Options["getSocket"]> = (options, callback) => {
  // @types/nodemailer 8 types the port as string | number (a URL's port is a string).
  const socket = net.connect({
    host: options.host ?? "localhost",
    port: Number(options.port ?? (options.secure ? 465 : 587)),
  });
  socket.setNoDelay(true);
  callback(null, { connection: socket });
};

/** Options the URL may set that decide on TLS; when it names none of them, STARTTLS is required. */
const TLS_CHOICES = ["requireTLS", "ignoreTLS", "secure"];

/**
 * A pooled SMTP transport for `smtpUrl`; `pool` adds nodemailer pool options such as maxConnections.
 * Mail goes over TLS unless the URL says otherwise: smtps:// starts with TLS, and smtp:// must
 * upgrade with STARTTLS (requireTLS), so a server or a man in the middle that drops STARTTLS
 * gets no plain-text mail; `?requireTLS=false` (or ignoreTLS, secure) in the URL decides instead.
 */
export function createSmtpTransport(smtpUrl: string, pool: Partial<SMTPPool.Options> = {}): Transporter {
  const url = new URL(smtpUrl);
  const tlsChosen = url.protocol === "smtps:" || TLS_CHOICES.some((name) => url.searchParams.has(name));
  const options: SMTPPool.Options = {
    ...(tlsChosen ? {} : { requireTLS: true }),
    ...(parseConnectionUrl(smtpUrl) as SMTPPool.Options),
    pool: true,
    getSocket,
  };
  for (const [key, value] of Object.entries(pool)) {
    if (!url.searchParams.has(key)) Object.assign(options, { [key]: value });
  }
  return nodemailer.createTransport(options);
}

// Well inside the claim leases of the outbox and the newsletter sender, so a hung server can never
// keep a claimed row past its lease and let another process send it too.
const SEND_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

function transport(channel: MailChannel): Transporter {
  const transports = (bridge.mailTransports ??= {});
  const bulkPool = { maxConnections: config.newsletter.connections, maxMessages: 1000, ...SEND_TIMEOUTS };
  return (transports[channel] ??= config.smtpUrl
    ? createSmtpTransport(config.smtpUrl, channel === "bulk" ? bulkPool : SEND_TIMEOUTS)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }));
}

/** The address part of a "Name <address>" sender. */
function addressOf(from: string): string {
  // Without a pattern: MAIL_FROM is configuration, but a backtracking one was quadratic on "<<<…".
  const sender = from.trimEnd();
  const open = sender.lastIndexOf("<");
  const address = sender.endsWith(">") && open >= 0 ? sender.slice(open + 1, -1) : "";
  return address && !address.includes(">") ? address : from;
}

/** The site's own sending address (MAIL_FROM's address part): the role address mail is from. */
export const siteSenderAddress = () => addressOf(config.mailFrom);

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
    from: message.fromName
      ? { name: safeHeader(message.fromName), address: addressOf(config.mailFrom) }
      : config.mailFrom,
    replyTo: message.replyTo ? safeHeader(message.replyTo) : undefined,
    to,
    subject: safeHeader(message.subject),
    text: message.text,
    html: message.html,
    headers,
    attachments: message.attachments,
    icalEvent: message.calendar
      ? { method: message.calendar.method, content: message.calendar.content, filename: "invite.ics" }
      : undefined,
    messageId: message.messageId ? `<${safeHeader(message.messageId)}>` : undefined,
    // Chosen, not detected: detection scans every text part with regular expressions.
    textEncoding: "quoted-printable",
  })
    .compile()
    .build();
  const info: { message?: unknown } = await transporter.sendMail({
    envelope: { from: addressOf(config.mailFrom), to: [to] },
    raw,
  });
  if (Buffer.isBuffer(info.message)) {
    await fs.mkdir(config.mailDir, { recursive: true });
    const file = path.join(config.mailDir, `${Date.now()}-${randomUUID()}.eml`);
    await fs.writeFile(file, info.message);
    log.info(
      { subject: message.subject, file: path.relative(process.cwd(), file) },
      "mail written to a file (SMTP_URL is unset)",
    );
  }
}

/** Sends on the channel's pool, in an "smtp send" span (traces: README.md, "Operating it"). */
export function sendMail(message: MailMessage, channel: MailChannel = "transactional"): Promise<void> {
  const attributes = { "mail.channel": channel, "mail.transport": config.smtpUrl ? "smtp" : "file" };
  return inSpan("smtp send", attributes, () => sendVia(transport(channel), message));
}
