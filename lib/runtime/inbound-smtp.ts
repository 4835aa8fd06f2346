// The built-in inbound SMTP receiver (INBOUND_SMTP_PORT; off at 0): replies to the site's reply
// addresses come in here. Only REPLY_DOMAIN recipients are taken, every other is refused at RCPT TO
// (550); the size is announced (SIZE) and enforced while the data streams (552); STARTTLS is
// offered when a certificate and key are set, and no AUTH is asked for. A message empty or of too
// many headers or nested parts is refused (554); any other is written to the spool
// (./inbound-spool.ts) and answered 250, then filed by the spool's loop. A full spool, or a failure
// to write to it, is a temporary refusal (451) so the sending server tries again.
import "server-only";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { INBOUND_LIMITS, INBOUND_SMTP_REPLIES } from "../content/conversations-inbound";
import { config } from "../core/config";
import { DomainError } from "../core/errors";
import { log } from "../core/log";
import { checkShape } from "../features/conversations/inbound-parse";
import { isReplyDomain } from "../features/conversations/reply-address";
import { InboundSpool, inboundSpoolLoop, spoolDir } from "./inbound-spool";
import type { Loop } from "./scheduler";

export type InboundSmtpSettings = {
  port: number;
  host?: string;
  cert?: string;
  key?: string;
  maxBytes: number;
  /** What takes a whole message (the site: its spool); false when it cannot now (451). */
  receive: (raw: Buffer, recipients: string[]) => Promise<boolean>;
};

export type InboundSmtp = { port: number; stop(): Promise<void> };

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

function tlsOptions(settings: InboundSmtpSettings): Partial<SMTPServerOptions> {
  if (!settings.cert || !settings.key) return { disabledCommands: ["AUTH", "STARTTLS"] };
  return { disabledCommands: ["AUTH"], cert: fs.readFileSync(settings.cert), key: fs.readFileSync(settings.key) };
}

/** The refusal of a message whose shape is refused (empty, too many headers or parts); null for any other. */
function shapeRefusal(raw: Buffer): Error | null {
  try {
    checkShape(raw);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return smtpError(554, error.message);
    throw error;
  }
}

/** Starts a receiver; resolves once it listens (port 0 picks a free one). */
export async function startInboundSmtp(settings: InboundSmtpSettings): Promise<InboundSmtp> {
  const { receive } = settings;
  const server = new SMTPServer({
    ...tlsOptions(settings),
    banner: INBOUND_SMTP_REPLIES.banner,
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    size: settings.maxBytes,
    maxClients: INBOUND_LIMITS.connections,
    socketTimeout: 60_000,
    closeTimeout: 1_000,
    onRcptTo: (address, session, callback) => {
      if (!isReplyDomain(address.address)) return callback(smtpError(550, INBOUND_SMTP_REPLIES.otherDomain));
      if (session.envelope.rcptTo.length >= INBOUND_LIMITS.recipients) {
        return callback(smtpError(452, INBOUND_SMTP_REPLIES.tooManyRecipients));
      }
      callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        // Past the limit the rest is read and dropped; smtp-server answers 552 itself.
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.on("end", () => {
        if (stream.sizeExceeded) return callback(smtpError(552, INBOUND_SMTP_REPLIES.tooLarge));
        const raw = Buffer.concat(chunks);
        const refusal = shapeRefusal(raw);
        if (refusal) return callback(refusal);
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        receive(raw, recipients).then(
          (taken) => callback(taken ? null : smtpError(451, INBOUND_SMTP_REPLIES.spoolFull)),
          (error: unknown) => {
            log.error({ err: error }, "an inbound message could not be spooled");
            callback(smtpError(451, INBOUND_SMTP_REPLIES.retryLater));
          },
        );
      });
    },
  });
  server.on("error", (error) => log.error({ err: error }, "the inbound SMTP receiver failed"));
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(settings.port, settings.host ?? "0.0.0.0", () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The registrations (instrumentation.ts), none when INBOUND_SMTP_PORT is unset: the receiver, started
 * once at the process's start and stopped with it, and the loop filing what it spools.
 */
export function inboundSmtpLoops(): Loop[] {
  const { smtpPort, smtpHost, smtpCert, smtpKey, maxBytes } = config.inbound;
  if (!smtpPort) return [];
  const spool = new InboundSpool(spoolDir());
  const settings = {
    port: smtpPort,
    host: smtpHost,
    cert: smtpCert,
    key: smtpKey,
    maxBytes,
    receive: spool.put.bind(spool),
  };
  let running: Promise<InboundSmtp> | null = null;
  const receiver: Loop = {
    name: "inbound-smtp",
    run: async () => {
      // A start that failed (the port taken) is tried again on the next kick.
      running ??= startInboundSmtp(settings).catch((error: unknown) => {
        running = null;
        throw error;
      });
      await running;
    },
    failure: "the inbound SMTP receiver could not start",
    stop: async () => {
      await (await running?.catch(() => null))?.stop();
    },
  };
  return [receiver, inboundSpoolLoop(spool)];
}
