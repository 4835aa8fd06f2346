// Every setting of the site, from the environment, checked by one schema when the process starts:
// a wrong value stops the start with a message naming the variable. The defaults (README.md's
// table) let `npm start` run with no .env. This is the only module of app/, components/ and lib/
// that reads process.env (eslint.config.mjs); scripts load it through tsx (server/lib.mjs).
// Server-only: no client component imports it.
import path from "node:path";
import { z } from "zod";
import { trimTrailing } from "../validation/text";
import {
  databaseUrl,
  isStorageKey,
  number,
  oneOf,
  POSTGRES_URL,
  STORAGE_KEY_ERROR,
  upkeepInterval,
  url,
  variable,
} from "./config-values";

/**
 * Variables whose values end up in the production build (prerendered HTML, headers): server/lib.mjs
 * records them in the build stamp, so a change rebuilds (never under a running server). PORT is not
 * one: pages use pageSiteUrl, which does not depend on it, so one build serves every port.
 */
export const BUILD_TIME_VARIABLES = ["NODE_ENV", "SITE_URL"] as const;

export const DEFAULT_PORT = 3000;

export const DEFAULT_DATABASE_URL = "file:./var/data.db";
export const DEFAULT_GOOGLE_JWKS_URL = "https://www.googleapis.com/oauth2/v3/certs";

/** Variables whose values are never repeated in an error message. */
const SECRET_VARIABLES = new Set([
  "APP_SECRET",
  "OPERATOR_PASSWORD",
  "SMTP_URL",
  "STORAGE_KEY",
  "STORAGE_KEYS_OLD",
  "METRICS_TOKEN",
  "INBOUND_MAIL_TOKEN",
]);

/** The sender a new install mails from: an address nobody can answer (the launch checklist asks for the real one). */
export const DEFAULT_MAIL_FROM = "Solutions At One Place <no-reply@localhost>";

export const configSchema = z
  .object({
    NODE_ENV: variable(oneOf(["development", "production", "test"]).optional()),
    PORT: variable(number(1, { whole: true, max: 65535 }).default(DEFAULT_PORT)),
    HOSTNAME: variable(z.string().default("0.0.0.0")),
    DATABASE_URL: variable(databaseUrl.default(DEFAULT_DATABASE_URL)),
    DB_ADAPTER: variable(oneOf(["better-sqlite3", "libsql"]).default("better-sqlite3")),
    SMTP_URL: variable(url(["smtp:", "smtps:"], "smtp://user:pass@mail.example.com:587").optional()),
    MAIL_FROM: variable(z.string().default(DEFAULT_MAIL_FROM)),
    SITE_URL: variable(url(["http:", "https:"], "https://www.example.com").optional()),
    OPERATOR_EMAIL: variable(z.email({ error: "must be an e-mail address" }).optional()),
    OPERATOR_PASSWORD: variable(z.string().optional()),
    UPLOAD_DIR: variable(z.string().default("var/uploads")),
    MAIL_RATE_PER_SECOND: variable(number(0).default(20)),
    MAIL_DIR: variable(z.string().default("var/mail")),
    VAR_DIR: variable(z.string().default("var")),
    APP_SECRET: variable(z.string().min(32, { error: "must be at least 32 characters" }).optional()),
    RATE_LIMIT: variable(oneOf(["on", "off"]).default("on")),
    GOOGLE_CLIENT_ID: variable(z.string().optional()),
    GOOGLE_JWKS_URL: variable(url(["http:", "https:"], DEFAULT_GOOGLE_JWKS_URL).default(DEFAULT_GOOGLE_JWKS_URL)),
    TRUST_PROXY: variable(number(0, { whole: true, max: 10 }).default(0)),
    SHUTDOWN_DELAY_SECONDS: variable(number(0, { max: 300 }).default(0)),
    STORAGE_URL: variable(z.string().optional()),
    STORAGE_KEY: variable(z.string().refine(isStorageKey, { error: STORAGE_KEY_ERROR }).optional()),
    // Keys of the past, comma-separated: files written under them stay readable after a rotation.
    STORAGE_KEYS_OLD: variable(
      z
        .string()
        .refine((value) => value.split(",").every((key) => key.trim() === "" || isStorageKey(key)), {
          error: `must be a comma-separated list of keys that each ${STORAGE_KEY_ERROR}`,
        })
        .optional(),
    ),
    // Only the end-to-end server sets it: /e2e-error then throws, to show the error page.
    E2E_FORCE_ERROR: variable(oneOf(["0", "1"]).default("0")),
    NEWSLETTER_RATE_PER_SECOND: variable(number(0).default(10)),
    NEWSLETTER_SMTP_CONNECTIONS: variable(number(1, { whole: true }).default(5)),
    NEWSLETTER_MAX_ERRORS_IN_A_ROW: variable(number(1, { whole: true }).default(10)),
    NEWSLETTER_CLAIM_LEASE_SECONDS: variable(number(5, { whole: true, max: 86_400 }).default(300)),
    UPKEEP_INTERVAL: variable(upkeepInterval.prefault("24h")),
    LOG_LEVEL: variable(oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")),
    METRICS_TOKEN: variable(
      z.string().min(16, { error: "must be at least 16 characters (openssl rand -hex 32)" }).optional(),
    ),
    OTEL_EXPORTER_OTLP_ENDPOINT: variable(url(["http:", "https:"], "http://127.0.0.1:4318").optional()),
    OTEL_SERVICE_NAME: variable(z.string().default("consultancy-site")),
    // Conversations (lib/features/conversations): where replies are addressed and the two ways in.
    REPLY_DOMAIN: variable(
      z
        .string()
        .regex(/^(?=.{1,253}$)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})*$/i, {
          error: "must be a domain name (e.g. replies.example.com)",
        })
        .optional(),
    ),
    INBOUND_SMTP_PORT: variable(number(1, { whole: true, max: 65535 }).optional()),
    INBOUND_SMTP_HOST: variable(z.string().default("0.0.0.0")),
    INBOUND_SMTP_CERT: variable(z.string().optional()),
    INBOUND_SMTP_KEY: variable(z.string().optional()),
    INBOUND_MAIL_TOKEN: variable(
      z.string().min(16, { error: "must be at least 16 characters (openssl rand -hex 32)" }).optional(),
    ),
    INBOUND_MAIL_MAX_MB: variable(number(1, { max: 100 }).default(10)),
  })
  .superRefine((v, context) => {
    // Instances that share a database must share the key that signs their links and codes: a
    // secret generated into one host's var/ would fail on every other host.
    if (POSTGRES_URL.test(v.DATABASE_URL) && !v.APP_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["APP_SECRET"],
        message:
          "must be set (32 characters or more, the same on every instance) when DATABASE_URL is a PostgreSQL database",
      });
    }
    // Likewise the file key: a key generated into one host's var/ leaves the others unable to read.
    if ((POSTGRES_URL.test(v.DATABASE_URL) || v.STORAGE_URL) && !v.STORAGE_KEY) {
      context.addIssue({
        code: "custom",
        path: ["STORAGE_KEY"],
        message: `must be set (${STORAGE_KEY_ERROR}, the same on every instance) when DATABASE_URL is a PostgreSQL database or STORAGE_URL is set`,
      });
    }
  });

type Variables = z.output<typeof configSchema>;
type Env = Record<string, string | undefined>;

/** A wrong value: the message names every wrong variable, one a line. */
export class ConfigError extends Error {
  constructor(
    readonly variables: string[],
    lines: string[],
  ) {
    super(`Invalid configuration (README.md lists every variable):\n${lines.map((line) => `  ${line}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

function parseVariables(env: Env): Variables {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const variables: string[] = [];
  const lines: string[] = [];
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0]);
    if (variables.includes(name)) continue;
    variables.push(name);
    const shown = SECRET_VARIABLES.has(name) ? "" : `=${JSON.stringify(env[name])}`;
    lines.push(`${name}${shown} ${issue.message}`);
  }
  throw new ConfigError(variables, lines);
}

function resolveDir(value: string): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), value);
}

/** The settings `env` describes; throws ConfigError naming each wrong variable. */
export function loadConfig(env: Env) {
  const v = parseVariables(env);
  return {
    port: v.PORT,
    hostname: v.HOSTNAME,
    databaseUrl: v.DATABASE_URL,
    dbAdapter: v.DB_ADAPTER,
    /** "" when unset: mail is written as .eml files under mailDir. */
    smtpUrl: v.SMTP_URL ?? "",
    mailFrom: v.MAIL_FROM,
    /** Links made per request (mail): SITE_URL, else this process's own address. */
    siteUrl: trimTrailing(v.SITE_URL ?? `http://localhost:${v.PORT}`, "/"),
    /** SITE_URL as set; "" when unset (the launch checklist says so). */
    siteUrlSetting: v.SITE_URL ?? "",
    /** Absolute URLs in pages, sitemap and robots: SITE_URL, else the default port's address, whatever PORT is. */
    pageSiteUrl: trimTrailing(v.SITE_URL ?? `http://localhost:${DEFAULT_PORT}`, "/"),
    operatorEmail: v.OPERATOR_EMAIL ?? "",
    operatorPassword: v.OPERATOR_PASSWORD ?? "",
    uploadDir: resolveDir(v.UPLOAD_DIR),
    mailDir: resolveDir(v.MAIL_DIR),
    varDir: resolveDir(v.VAR_DIR),
    /** Transactional mail per second; 0 sends as fast as SMTP accepts. */
    mailRatePerSecond: v.MAIL_RATE_PER_SECOND,
    /** Undefined: a random secret is generated into varDir (lib/core/tokens.ts). */
    appSecret: v.APP_SECRET,
    rateLimitEnabled: v.RATE_LIMIT !== "off",
    /** Proxies in front of the site whose X-Forwarded-For entries are trusted (server/server.mjs). */
    trustedProxies: v.TRUST_PROXY,
    /** How long a stopping server answers readiness 503 before it closes (server/graceful-stop.mjs). */
    shutdownDelayMs: v.SHUTDOWN_DELAY_SECONDS * 1000,
    /** "" for local disk under uploadDir; s3://bucket?… for an S3-compatible store (lib/core/storage/location.ts). */
    storageUrl: v.STORAGE_URL ?? "",
    /** Undefined: a random key is generated into varDir (lib/core/storage/keys.ts). */
    storageKey: v.STORAGE_KEY,
    /** Keys files may still be encrypted with, after a rotation. */
    storageKeysOld: (v.STORAGE_KEYS_OLD ?? "")
      .split(",")
      .map((key) => key.trim())
      .filter(Boolean),
    /** /e2e-error throws (end-to-end tests of the error pages); a 404 otherwise. */
    forceErrorPage: v.E2E_FORCE_ERROR === "1",
    isProduction: v.NODE_ENV === "production",
    googleClientId: v.GOOGLE_CLIENT_ID ?? "",
    googleJwksUrl: v.GOOGLE_JWKS_URL,
    newsletter: {
      /** Messages per second over all connections; 0 sends as fast as SMTP accepts. */
      ratePerSecond: v.NEWSLETTER_RATE_PER_SECOND,
      /** Pooled SMTP connections of the bulk channel. */
      connections: v.NEWSLETTER_SMTP_CONNECTIONS,
      /** Failed sends in a row after which a campaign pauses. */
      maxErrorsInARow: v.NEWSLETTER_MAX_ERRORS_IN_A_ROW,
      /** How long another process's "sending" row is taken as in flight before it is marked unknown. */
      claimLeaseMs: v.NEWSLETTER_CLAIM_LEASE_SECONDS * 1000,
    },
    /** Milliseconds between upkeep runs (retention, expired sign-ins, orphan files, vitals); 0: no timer. */
    upkeepIntervalMs: v.UPKEEP_INTERVAL,
    /** Lowest level written to the log (lib/core/log.ts). */
    logLevel: v.LOG_LEVEL,
    /** "": GET /api/metrics answers 401 to everyone. */
    metricsToken: v.METRICS_TOKEN ?? "",
    /** "": no traces, and the OpenTelemetry SDK is never loaded (lib/core/observe/tracing.ts). */
    otlpEndpoint: trimTrailing(v.OTEL_EXPORTER_OTLP_ENDPOINT ?? "", "/"),
    serviceName: v.OTEL_SERVICE_NAME,
    inbound: {
      /** "": no Reply-To address is given and no reply is taken (lib/features/conversations). */
      replyDomain: (v.REPLY_DOMAIN ?? "").toLowerCase(),
      /** 0: the built-in SMTP receiver is off (lib/runtime/inbound-smtp.ts). */
      smtpPort: v.INBOUND_SMTP_PORT ?? 0,
      smtpHost: v.INBOUND_SMTP_HOST,
      /** Paths of a PEM certificate and key: STARTTLS is offered when both are set. */
      smtpCert: v.INBOUND_SMTP_CERT ?? "",
      smtpKey: v.INBOUND_SMTP_KEY ?? "",
      /** "": POST /api/inbound-mail answers 401 to everyone. */
      httpToken: v.INBOUND_MAIL_TOKEN ?? "",
      /** The largest message taken either way, whole (headers, text, attachments). */
      maxBytes: Math.round(v.INBOUND_MAIL_MAX_MB * 1024 * 1024),
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;

// Read on every call, as README promises (tests point them at a local key server after start).
function readNow<K extends "GOOGLE_CLIENT_ID" | "GOOGLE_JWKS_URL">(name: K): Variables[K] {
  const parsed = configSchema.shape[name].safeParse(process.env[name]);
  if (!parsed.success) throw new ConfigError([name], [`${name} ${parsed.error.issues[0]?.message ?? "is invalid"}`]);
  return parsed.data as Variables[K];
}

const loaded = loadConfig(process.env);

/** The settings of this process, checked when it starts. */
export const config: Config = {
  ...loaded,
  get googleClientId() {
    return readNow("GOOGLE_CLIENT_ID") ?? "";
  },
  get googleJwksUrl() {
    return readNow("GOOGLE_JWKS_URL");
  },
};
