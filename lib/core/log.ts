// The one logger of a process: pino, one JSON line per event, with the id of the request the code
// runs for (AsyncLocalStorage, entered by server/server.mjs). Kept free of "server-only" so the
// plain-Node server loads it too (through tsx); both share the instance through the bridge.
// No personal data: e-mail addresses in any text become "[email]", and fields that carry
// addresses, bodies or credentials are replaced whole.
import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import path from "node:path";
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import { bridge } from "./bridge.mjs";
import { config } from "./config";

export type Log = Logger;
export type RequestContext = { requestId: string };

/** The request the current code runs for; server/server.mjs enters it for each request. */
export const requestContext: AsyncLocalStorage<RequestContext> = (bridge.requestContext ??=
  new AsyncLocalStorage<RequestContext>());

export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;

// An address as typed, or percent-encoded once or twice as it sits in a URL's path or query
// ("jane%2Bnews%40example.com"), or with its dots encoded too. Found from each "@" (one pattern
// over the whole text, `[\w.%+-]+@…`, took 11 s on a word of 60,000 letters): its local part by a
// walk back, never past the "@" before it, of at most LOCAL_SCAN_MAX characters; its domain by a
// pattern anchored after the "@". Each character is walked over once.
const AT = /@|%40|%2540/gi;
const LOCAL_CHAR = /^[A-Za-z0-9._%+-]$/;
const DOMAIN = /[A-Za-z0-9-]+(?:(?:\.|%2E|%252E)[A-Za-z0-9-]+)*(?:\.|%2E|%252E)[A-Za-z]{2,}/iy;
// A local part has at most 64 characters, each at most 5 when percent-encoded twice ("%252B").
const LOCAL_SCAN_MAX = 64 * 5;

/** `text` with every e-mail address replaced by "[email]". */
export function scrubText(text: string): string {
  let scrubbed = "";
  let done = 0;
  let previousAt = 0;
  for (const at of text.matchAll(AT)) {
    const index = at.index;
    const floor = Math.max(done, previousAt, index - LOCAL_SCAN_MAX);
    previousAt = index + at[0].length;
    if (index < done) continue;
    let start = index;
    while (start > floor && LOCAL_CHAR.test(text.charAt(start - 1))) start -= 1;
    if (start === index) continue;
    DOMAIN.lastIndex = index + at[0].length;
    if (!DOMAIN.test(text)) continue;
    scrubbed += `${text.slice(done, start)}[email]`;
    done = DOMAIN.lastIndex;
  }
  return done === 0 ? text : scrubbed + text.slice(done);
}

/** Fields that hold a URL: logged without their query, which may carry anything a visitor typed. */
const URL_KEYS = new Set(["url", "href", "referer", "referrer"]);
function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url[end] === "?" ? `${url.slice(0, end)}?[query]` : url.slice(0, end);
}

/** Fields whose values never reach the log, wherever they sit in a logged object. */
export const REDACTED_KEYS = ["email", "to", "recipient", "password", "body", "cookie", "authorization", "token"];
const REDACTED = new Set(REDACTED_KEYS);
const MAX_DEPTH = 5;

/** A copy of `value` with e-mail addresses scrubbed from its strings and REDACTED_KEYS replaced. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object" || value instanceof Error || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const name = key.toLowerCase();
    copy[key] = REDACTED.has(name)
      ? "[redacted]"
      : scrubValue(URL_KEYS.has(name) && typeof item === "string" ? withoutQuery(item) : item, depth + 1);
  }
  return copy;
}

function serializeError(error: unknown): unknown {
  return scrubValue(error instanceof Error ? pino.stdSerializers.err(error) : error);
}

const errorIn = (argument: unknown): Error | undefined =>
  argument instanceof Error
    ? argument
    : argument && typeof argument === "object" && (argument as { err?: unknown }).err instanceof Error
      ? (argument as { err: Error }).err
      : undefined;

export function logOptions(level: string): LoggerOptions {
  return {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => scrubValue(object) as Record<string, unknown>,
    },
    serializers: { err: serializeError },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    hooks: {
      // The message: scrubbed like every field; an error logged without one is named by its
      // (scrubbed) message, which pino would otherwise copy unscrubbed.
      logMethod(args, method) {
        const scrubbed = args.map((argument) =>
          typeof argument === "string" ? scrubText(argument) : argument,
        ) as Parameters<typeof method>;
        const error = errorIn(scrubbed[0]);
        if (error && scrubbed.length === 1) scrubbed.push(scrubText(error.message));
        method.apply(this, scrubbed);
      },
    },
  };
}

/** A logger writing to `destination` (stdout by default), for this process or a test. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(logOptions(level), destination) : pino(logOptions(level));
}

/** Human-readable lines for a developer's terminal (pino-pretty, a devDependency); JSON otherwise. */
function prettyStream(): DestinationStream | undefined {
  try {
    const load = createRequire(path.join(process.cwd(), "package.json"));
    const pretty = load("pino-pretty") as (options: Record<string, unknown>) => DestinationStream;
    return pretty({ colorize: true, sync: true, ignore: "pid,hostname" });
  } catch {
    return undefined;
  }
}

function processLogger(): Logger {
  const pretty = !config.isProduction && process.stdout.isTTY === true ? prettyStream() : undefined;
  return createLogger(config.logLevel, pretty);
}

/** The process's logger: use it for every event (ESLint refuses console in app/, components/ and lib/). */
export const log: Logger = (bridge.log ??= processLogger());
