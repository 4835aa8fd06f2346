// Requests to the /api/auth handlers, the codes they mailed (read from the outbox) and sample
// accounts. Each request gets its own IP unless a test pins one, so rate limits stay per test.
import { createPrismaClient } from "@/lib/core/db/client";
import { openText } from "@/lib/core/tokens";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as resend } from "@/app/api/auth/resend-code/route";
import { POST as reset } from "@/app/api/auth/reset-password/route";
import { GET as session } from "@/app/api/auth/session/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as verify } from "@/app/api/auth/verify-email/route";

export const db = createPrismaClient(process.env.DATABASE_URL ?? "", "better-sqlite3");
export const api = { signup, verify, resend, login, logout, forgot, reset, session };
export const PASSWORD = "Str0ng!Pass";

let counter = 0;
export const nextIp = () => `10.9.${Math.floor(++counter / 250) % 250}.${(counter % 250) + 1}`;
export const uniqueEmail = (prefix = "user") => `${prefix}-${++counter}-${Date.now().toString(36)}@example.com`;

type Handler = (request: Request, context: unknown) => Promise<Response>;
export type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

export async function call(handler: Handler, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const request = new Request("http://localhost:3000/api/auth/x", {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", host: "localhost:3000", "x-client-ip": nextIp(), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await handler(request, undefined);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

/** The code in the newest mail of this kind to `email`, decrypted as the mail template does. */
export async function mailedCode(email: string, kind: "auth-signup-code" | "auth-reset-code"): Promise<string> {
  const row = await db.outboxMail.findFirstOrThrow({ where: { to: email, kind }, orderBy: { createdAt: "desc" } });
  return openText(String((JSON.parse(row.payload) as { sealedCode: string }).sealedCode));
}

export const signupBody = (email: string, extra: Record<string, string> = {}) => ({
  name: "Ada Lovelace",
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...extra,
});

/** Signs up and verifies `email`; returns the login cookie header of a fresh session. */
export async function verifiedAccount(email: string, password = PASSWORD): Promise<void> {
  await call(api.signup, signupBody(email, { password, confirmPassword: password }));
  const code = await mailedCode(email, "auth-signup-code");
  const verified = await call(api.verify, { email, code });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
}

/** The `sid=...` pair of a Set-Cookie header, ready to send back as a Cookie header. */
export function sessionCookieOf(answer: Answer): string {
  const header = answer.headers.get("set-cookie") ?? "";
  const match = header.match(/(?:^|,\s*)sid=([^;]*)/);
  if (!match) throw new Error(`no sid cookie in "${header}"`);
  return `sid=${match[1]}`;
}

export async function logIn(email: string, password = PASSWORD): Promise<string> {
  const answer = await call(api.login, { email, password });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return sessionCookieOf(answer);
}
