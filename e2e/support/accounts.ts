// Signed-in visitors for the operator tests. The login screens are built elsewhere, so an account
// and its session row are written straight into the throwaway database, and the browser gets the
// session's `sid` cookie, exactly as a real login would leave it. An operator's session counts
// only after the second factor, so an operator then enrols through /two-factor with a code from
// the tests' own TOTP generator, as a person would with an app.
import Database from "better-sqlite3";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { expect, test as base, uniqueEmail } from "./fixtures";
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
    userId, email, role === "operator" ? "Operator" : "Visitor", role, sqlDate(now), sqlDate(now), sqlDate(now),
  );
  execute(
    `INSERT INTO "Session" ("id", "tokenHash", "userId", "expiresAt", "createdAt", "lastSeenAt", "ip") VALUES (?, ?, ?, ?, ?, ?, ?)`,
    randomUUID(), createHash("sha256").update(token).digest("hex"), userId,
    sqlDate(new Date(now.getTime() + 24 * 60 * 60 * 1000)), sqlDate(now), sqlDate(now), "127.0.0.1",
  );
  return { email, token, role };
}

/** The key /two-factor shows while an enrolment is unfinished (null once it is done). */
export async function enrolmentKey(context: BrowserContext): Promise<string | null> {
  const html = await (await context.request.get(`${baseUrl()}/two-factor`)).text();
  return /data-key="([A-Z2-7]+)"/.exec(html)?.[1] ?? null;
}

/** Sends the second factor for the context's session; the server answers with a new operator session cookie. */
export async function giveSecondFactor(context: BrowserContext, body: { code: string } | { recoveryCode: string }) {
  const answer = await context.request.post(`${baseUrl()}/api/auth/two-factor`, { data: body, headers: { origin: baseUrl() } });
  return { status: answer.status(), body: (await answer.json()) as { recoveryCodes?: string[]; error?: string } };
}

/** Enrols the signed-in operator account with the tests' TOTP generator; returns its key and recovery codes. */
export async function enrolOperator(context: BrowserContext): Promise<{ key: string; recoveryCodes: string[] }> {
  const key = await enrolmentKey(context);
  expect(key, "the enrolment key on /two-factor").toBeTruthy();
  const answer = await giveSecondFactor(context, { code: totp(key ?? "") });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { key: key ?? "", recoveryCodes: answer.body.recoveryCodes ?? [] };
}

export async function signIn(context: BrowserContext, role: Role): Promise<Account> {
  const account = createAccount(role);
  await context.addCookies([{ name: "sid", value: account.token, url: baseUrl(), httpOnly: true, sameSite: "Lax" }]);
  if (role === "user") return account;
  await enrolOperator(context);
  const token = (await context.cookies(baseUrl())).find((cookie) => cookie.name === "sid")?.value ?? "";
  return { ...account, token };
}

/** `operator`: this test's browser is signed in as an operator. */
export const test = base.extend<{ operator: Account }>({
  operator: async ({ context }, use) => {
    await use(await signIn(context, "operator"));
  },
});

export { expect } from "./fixtures";
