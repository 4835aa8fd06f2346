import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

function failure(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

const STORAGE_KEY = Buffer.alloc(32, 1).toString("base64");

describe("loadConfig", () => {
  it("needs no variable: the defaults are README's", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      hostname: "0.0.0.0",
      databaseUrl: "file:./var/data.db",
      dbAdapter: "better-sqlite3",
      smtpUrl: "",
      mailFrom: "Solutions At One Place <no-reply@localhost>",
      siteUrl: "http://localhost:3000",
      pageSiteUrl: "http://localhost:3000",
      operatorEmail: "",
      uploadDir: path.resolve("var/uploads"),
      mailDir: path.resolve("var/mail"),
      varDir: path.resolve("var"),
      mailRatePerSecond: 20,
      appSecret: undefined,
      rateLimitEnabled: true,
      trustedProxies: 0,
      storageUrl: "",
      forceErrorPage: false,
      isProduction: false,
      googleClientId: "",
      googleJwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
      newsletter: { ratePerSecond: 10, connections: 5, maxErrorsInARow: 10, claimLeaseMs: 300_000 },
      upkeepIntervalMs: 24 * 3_600_000,
    });
  });

  it("reads UPKEEP_INTERVAL as a duration (a bare number is hours) and off or 0 as no timer", () => {
    const interval = (value: string) => loadConfig({ UPKEEP_INTERVAL: value }).upkeepIntervalMs;
    expect([
      interval("12"),
      interval("30m"),
      interval("7d"),
      interval("90s"),
      interval("1.5h"),
      interval(" 6H "),
    ]).toEqual([12 * 3_600_000, 30 * 60_000, 7 * 86_400_000, 90_000, 5_400_000, 6 * 3_600_000]);
    expect([interval("off"), interval("OFF"), interval("0"), interval("0h")]).toEqual([0, 0, 0, 0]);
    for (const wrong of ["daily", "-1h", "10w", "0.5s", "1h30m"]) {
      expect(failure({ UPKEEP_INTERVAL: wrong }).message, wrong).toContain(
        `UPKEEP_INTERVAL="${wrong}" must be a duration such as 24h, 30m or 7d (at least 1s), or "off"`,
      );
    }
  });

  it("reads the newsletter claim lease in seconds", () => {
    expect(loadConfig({ NEWSLETTER_CLAIM_LEASE_SECONDS: "5" }).newsletter.claimLeaseMs).toBe(5000);
  });

  it("takes SITE_URL's default from PORT and drops a trailing slash", () => {
    expect(loadConfig({ PORT: "4100" }).siteUrl).toBe("http://localhost:4100");
    expect(loadConfig({ SITE_URL: "https://www.example.com/" }).siteUrl).toBe("https://www.example.com");
  });

  it("writes pages with SITE_URL, or the default port's address whatever PORT is (one build serves every port)", () => {
    expect(loadConfig({ PORT: "4100" }).pageSiteUrl).toBe("http://localhost:3000");
    expect(loadConfig({ PORT: "4100", SITE_URL: "https://www.example.com/" }).pageSiteUrl).toBe(
      "https://www.example.com",
    );
  });

  it("reads an empty variable as unset", () => {
    expect(loadConfig({ SITE_URL: "", PORT: " ", SMTP_URL: "" })).toMatchObject({
      siteUrl: "http://localhost:3000",
      smtpUrl: "",
    });
  });

  it("accepts SQLite files as file: URLs or plain paths", () => {
    expect(loadConfig({ DATABASE_URL: "file:/tmp/x.db" }).databaseUrl).toBe("file:/tmp/x.db");
    expect(loadConfig({ DATABASE_URL: "./data/site.db" }).databaseUrl).toBe("file:./data/site.db");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["SMTP_URL", "not-a-url"],
    ["SMTP_URL", "http://mail.example.com"],
    ["SITE_URL", "www.example.com"],
    ["MAIL_RATE_PER_SECOND", "-1"],
    ["RATE_LIMIT", "maybe"],
    ["DATABASE_URL", "mysql://db/site"],
    ["DATABASE_URL", "http://example.com/site.db"],
    ["DB_ADAPTER", "postgres"],
    ["OPERATOR_EMAIL", "not-an-address"],
    ["APP_SECRET", "too-short"],
    ["GOOGLE_JWKS_URL", "keys.json"],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "11"],
    ["NODE_ENV", "staging"],
    ["NEWSLETTER_RATE_PER_SECOND", "fast"],
    ["NEWSLETTER_SMTP_CONNECTIONS", "0"],
    ["NEWSLETTER_SMTP_CONNECTIONS", "2.5"],
    ["NEWSLETTER_MAX_ERRORS_IN_A_ROW", "0"],
    ["NEWSLETTER_CLAIM_LEASE_SECONDS", "4"],
    ["NEWSLETTER_CLAIM_LEASE_SECONDS", "86401"],
    ["NEWSLETTER_CLAIM_LEASE_SECONDS", "7.5"],
  ])("refuses %s=%s and names it", (name, value) => {
    const error = failure({ [name]: value });
    expect(error.variables).toEqual([name]);
    expect(error.message).toContain(`${name}`);
    expect(error.message).toMatch(/^Invalid configuration/);
  });

  it("names every wrong variable at once, one a line", () => {
    const error = failure({ PORT: "abc", SMTP_URL: "not-a-url", MAIL_RATE_PER_SECOND: "-1", RATE_LIMIT: "maybe" });
    expect(error.variables).toEqual(["PORT", "SMTP_URL", "MAIL_RATE_PER_SECOND", "RATE_LIMIT"]);
    expect(error.message.split("\n")).toHaveLength(5);
  });

  it("never repeats a secret's value", () => {
    expect(failure({ APP_SECRET: "hunter2" }).message).not.toContain("hunter2");
    expect(failure({ SMTP_URL: "ftp://user:s3cret@mail" }).message).not.toContain("s3cret");
  });

  it("shows other wrong values so the operator sees what was read", () => {
    expect(failure({ DATABASE_URL: "mysql://x" }).message).toContain(
      'DATABASE_URL="mysql://x" must name a SQLite file',
    );
  });

  it("runs on PostgreSQL only with a shared APP_SECRET of 32 characters or more", () => {
    for (const url of ["postgres://app@db/site", "postgresql://app@db/site"]) {
      const error = failure({ DATABASE_URL: url, STORAGE_KEY });
      expect(error.variables).toEqual(["APP_SECRET"]);
      expect(error.message).toContain("the same on every instance");
      expect(failure({ DATABASE_URL: url, STORAGE_KEY, APP_SECRET: "x".repeat(31) }).variables).toEqual(["APP_SECRET"]);
      expect(loadConfig({ DATABASE_URL: url, STORAGE_KEY, APP_SECRET: "x".repeat(32) }).databaseUrl).toBe(url);
    }
  });

  it("needs a shared STORAGE_KEY of 32 base64 bytes on PostgreSQL or a bucket, and generates one otherwise", () => {
    const secret = "x".repeat(32);
    expect(failure({ DATABASE_URL: "postgres://app@db/site", APP_SECRET: secret }).variables).toEqual(["STORAGE_KEY"]);
    expect(failure({ STORAGE_URL: "s3://site-uploads" }).variables).toEqual(["STORAGE_KEY"]);
    expect(loadConfig({}).storageKey).toBeUndefined();
    for (const wrong of ["too-short", Buffer.alloc(16).toString("base64"), Buffer.alloc(33).toString("base64")]) {
      const error = failure({ STORAGE_KEY: wrong });
      expect(error.variables).toEqual(["STORAGE_KEY"]);
      expect(error.message).not.toContain(wrong);
    }
    expect(failure({ STORAGE_KEY, STORAGE_KEYS_OLD: `${STORAGE_KEY},nope` }).variables).toEqual(["STORAGE_KEYS_OLD"]);
    const old = Buffer.alloc(32, 7).toString("base64");
    expect(loadConfig({ STORAGE_URL: "s3://site-uploads", STORAGE_KEY, STORAGE_KEYS_OLD: ` ${old} , ` })).toMatchObject(
      {
        storageKey: STORAGE_KEY,
        storageKeysOld: [old],
      },
    );
  });

  it("takes TRUST_PROXY as the number of proxies in front", () => {
    expect(loadConfig({}).trustedProxies).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustedProxies).toBe(2);
  });
});
