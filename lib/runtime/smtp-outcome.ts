// What a failed send means for the outbox: a refusal of this one message (the drain moves on),
// or a server that cannot take mail right now (the drain pauses and charges nobody).
export type SendFailure =
  /** The server refused this recipient or message for good (5xx at RCPT TO or DATA). */
  | { kind: "refused"; reason: string }
  /** The server asked to try this recipient later (4xx at RCPT TO): the row backs off alone. */
  | { kind: "deferred"; reason: string }
  /** No connection, a timeout, or a refusal not about this message: every row waits. */
  | { kind: "unavailable"; reason: string };

type SmtpError = { responseCode?: unknown; command?: unknown; code?: unknown; message?: unknown };

const MESSAGE_COMMANDS = new Set(["RCPT TO", "DATA", "MESSAGE"]);

export function classifySendFailure(error: unknown): SendFailure {
  const { responseCode, command, code, message } = (
    typeof error === "object" && error !== null ? error : {}
  ) as SmtpError;
  const reason = (typeof message === "string" ? message : String(error)).slice(0, 500);
  const status = typeof responseCode === "number" ? responseCode : 0;
  const about = typeof command === "string" ? command.toUpperCase() : "";
  // nodemailer's own refusal of an address it cannot put in an envelope is about this message too.
  if (code === "EENVELOPE" && status === 0) return { kind: "refused", reason };
  if (status >= 500 && MESSAGE_COMMANDS.has(about)) return { kind: "refused", reason };
  if (status >= 400 && status < 500 && about === "RCPT TO") return { kind: "deferred", reason };
  return { kind: "unavailable", reason };
}
