// Signed-in visitors for the operator tests. The login screens are built elsewhere, so an account
// and its session row are written straight into the throwaway database, and the browser gets the
// session's `sid` cookie, exactly as a real login would leave it. An operator's session counts
// only after the second factor, so an operator then enrols as a person would: the code mailed to
// the address (read from the SMTP catcher), then a code from the tests' own TOTP generator.
import Database from "better-sqlite3";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { ENROL_CODE_MAIL } from "../../lib/content/two-factor";
import { expect, test as base, uniqueEmail } from "./fixtures";
import { mailTo, waitForNthMail } from "./mail";
import { totp } from "./totp";

export type Role = "operator" | "user";
export type Account = { email: string; token: string; role: Role };

export const baseUrl = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
/** Prisma's text form of a DateTime in SQLite. */
export const sqlDate = (at: Date) => at.toISOString().replace("Z", "+00:00");

/** Runs one writing statement against the server's database. */
export function execute(sql: string, ...params: unknown[]): void {
  const db = new Database(path.join(process.env.E2E_DIR ?? "", "e2e.db"), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

export function createAccount(role: Role): Account {
  const now = new Date();
  const userId = randomUUID();
  const email = uniqueEmail(role);
  const token = randomBytes(32).toString("base64url");
  execute(
    `INSERT INTO "User" ("id", "email", "name", "role", "emailVerifiedAt", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?)`,
    userId,
    email,
    role === "operator" ? "Operator" : "Visitor",
    role,
    sqlDate(now),
    sqlDate(now),
    sqlDate(now),
  );
  execute(
    `INSERT INTO "Session" ("id", "tokenHash", "userId", "expiresAt", "createdAt", "lastSeenAt", "ip") VALUES (?, ?, ?, ?, ?, ?, ?)`,
    randomUUID(),
    createHash("sha256").update(token).digest("hex"),
    userId,
    sqlDate(new Date(now.getTime() + 24 * 60 * 60 * 1000)),
    sqlDate(now),
    sqlDate(now),
    "127.0.0.1",
  );
  return { email, token, role };
}

/** The subject of the code mailed before enrolment (the texts' one home is lib/content). */
export const ENROL_CODE_SUBJECT = new RegExp(`^${ENROL_CODE_MAIL.subject}$`);

/** The code in a mail that says "... is 123456". */
export const codeInMail = (mail: ParsedMail) => /is (\d{6})\b/.exec(mail.text ?? "")?.[1] ?? "";

/**
 * One enrolment attempt as an operator makes it: a code mailed to the address comes back, and the
 * answer shows a fresh key (never shown again). Returns that key.
 */
export async function enrolmentKey(context: BrowserContext, email: string): Promise<string> {
  const before = (await mailTo(email, ENROL_CODE_SUBJECT)).length;
  const mailed = await context.request.post(`${baseUrl()}/api/auth/two-factor/mail-code`, { data: {}, headers: { origin: baseUrl() } });
  expect(mailed.status(), await mailed.text()).toBe(200);
  const code = codeInMail(await waitForNthMail(email, ENROL_CODE_SUBJECT, before + 1));
  const answer = await context.request.post(`${baseUrl()}/api/auth/two-factor/enrol`, { data: { code }, headers: { origin: baseUrl() } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { key: string }).key;
}

/** Sends the second factor for the context's session; the server answers with a new operator session cookie. */
export async function giveSecondFactor(context: BrowserContext, body: { code: string } | { recoveryCode: string }) {
  const answer = await context.request.post(`${baseUrl()}/api/auth/two-factor`, { data: body, headers: { origin: baseUrl() } });
  return { status: answer.status(), body: (await answer.json()) as { recoveryCodes?: string[]; error?: string } };
}

/** Enrols the signed-in operator account with the tests' TOTP generator; returns its key and recovery codes. */
export async function enrolOperator(context: BrowserContext, email: string): Promise<{ key: string; recoveryCodes: string[] }> {
  const key = await enrolmentKey(context, email);
  expect(key, "the enrolment key").toMatch(/^[A-Z2-7]{32}$/);
  const answer = await giveSecondFactor(context, { code: totp(key) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { key, recoveryCodes: answer.body.recoveryCodes ?? [] };
}

export async function signIn(context: BrowserContext, role: Role): Promise<Account> {
  const account = createAccount(role);
  await context.addCookies([{ name: "sid", value: account.token, url: baseUrl(), httpOnly: true, sameSite: "Lax" }]);
  if (role === "user") return account;
  await enrolOperator(context, account.email);
  const token = (await context.cookies(baseUrl())).find((cookie) => cookie.name === "sid")?.value ?? "";
  return { ...account, token };
}

/** `act` on a page of a new operator's own browser, which is closed afterwards whatever happens. */
export async function asOperator<T>(browser: Browser, act: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  try {
    await signIn(context, "operator");
    return await act(await context.newPage());
  } finally {
    await context.close();
  }
}

/** An operator past two-step sign-in, written into a server's database `db`: its session cookie's value. */
export function operatorSessionIn(db: Database.Database): string {
  const now = sqlDate(new Date());
  const userId = randomUUID();
  const token = randomBytes(32).toString("base64url");
  db.prepare(
    `INSERT INTO "User" ("id", "email", "name", "role", "emailVerifiedAt", "createdAt", "updatedAt") VALUES (?, ?, 'Operator', 'operator', ?, ?, ?)`,
  ).run(userId, `operator-${userId.slice(0, 8)}@example.com`, now, now, now);
  db.prepare(
    `INSERT INTO "Session" ("id", "tokenHash", "userId", "expiresAt", "createdAt", "lastSeenAt", "ip", "secondFactorAt") VALUES (?, ?, ?, ?, ?, ?, '127.0.0.1', ?)`,
  ).run(randomUUID(), createHash("sha256").update(token).digest("hex"), userId, sqlDate(new Date(Date.now() + 24 * 60 * 60 * 1000)), now, now, now);
  return token;
}

/**
 * The context's browser signed in as an operator of a server of its own (e2e/support/own-server.ts):
 * that server's database is not the suite's, and its mail goes to no catcher, so the session is
 * written in past the second factor, as a fresh sign-in leaves it.
 */
export async function signInOnOwnServer(context: BrowserContext, server: { baseUrl: string; dbFile: string }): Promise<void> {
  const db = new Database(server.dbFile, { fileMustExist: true });
  let token: string;
  try {
    db.pragma("busy_timeout = 5000");
    token = operatorSessionIn(db);
  } finally {
    db.close();
  }
  await context.addCookies([{ name: "sid", value: token, url: server.baseUrl, httpOnly: true, sameSite: "Lax" }]);
}

/** `operator`: this test's browser is signed in as an operator. */
export const test = base.extend<{ operator: Account }>({
  operator: async ({ context }, use) => {
    await use(await signIn(context, "operator"));
  },
});

export { expect } from "./fixtures";
