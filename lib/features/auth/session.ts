// Server-side sessions: a random token in an HttpOnly cookie, its sha256 in the Session table.
// Every operator page and handler calls one of the require* functions itself (ARCHITECTURE.md).
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { NextResponse } from "next/server";
import { SESSION_MESSAGES } from "../../content/messages/auth";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { DomainError } from "../../core/errors";
import { cameOverHttps } from "../../core/security/client-ip";

export const SESSION_COOKIE = "sid";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** An operator account's session not used for this long is ended, whatever is left of its 30 days. */
export const OPERATOR_IDLE_MS = 8 * 60 * 60 * 1000;
/**
 * lastSeenAt is written at most this often, so reads do not turn every request into a write; the
 * idle limit is thus kept to within a minute.
 */
const TOUCH_EVERY_MS = 60 * 1000;
/** The screen where an operator enrols or gives the second factor. */
export const TWO_FACTOR_PATH = "/two-factor";

export type Role = "user" | "operator";
/**
 * `role` is "operator" only for a session that passed the second factor; an operator account's
 * session before that is a plain user's with `needsSecondFactor` (lib/features/auth/two-factor.ts).
 */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  sessionId: string;
  needsSecondFactor: boolean;
  secondFactorAt: Date | null;
};

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Secure only where the browser can send it back: a production site served over https. */
export const secureCookies = (isProduction = config.isProduction, siteUrl = config.siteUrl) =>
  isProduction && siteUrl.startsWith("https://");

/**
 * `__Host-sid` on a production https site: the browser then keeps it only when it is Secure,
 * path-wide and set without a Domain, so no sibling subdomain can plant or overwrite it.
 */
export const sessionCookieName = (httpsSite = secureCookies()) =>
  httpsSite ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

/** `overHttps`: this request reached us over https, so the cookie is Secure even on an http SITE_URL. */
export function sessionCookie(token: string, expiresAt: Date, overHttps = false, httpsSite = secureCookies()) {
  const secure = httpsSite || overHttps;
  return {
    name: sessionCookieName(httpsSite),
    value: token,
    httpOnly: true,
    sameSite: "lax" as const,
    secure,
    path: "/",
    expires: expiresAt,
  };
}

/** Whether the request being answered came over https; false outside a request (scripts, tests). */
async function requestOverHttps(): Promise<boolean> {
  try {
    return cameOverHttps(await headers());
  } catch {
    return false;
  }
}

/** The session token from a request's Cookie header (route handlers), or from next/headers. */
async function sessionToken(request?: Request): Promise<string | undefined> {
  const cookieName = sessionCookieName();
  if (!request) return (await cookies()).get(cookieName)?.value;
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === cookieName) return value.join("=");
  }
  return undefined;
}

/**
 * Stores a new session and sets its cookie: on `response` when given (route handlers answer
 * with it), otherwise through next/headers (server actions).
 */
export async function startSession(
  userId: string,
  ip: string | null,
  response?: NextResponse,
  secondFactor = false,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.session.create({
    data: { tokenHash: hashToken(token), userId, expiresAt, ip, secondFactorAt: secondFactor ? new Date() : null },
  });
  const cookie = sessionCookie(token, expiresAt, await requestOverHttps());
  if (response) response.cookies.set(cookie);
  else (await cookies()).set(cookie);
}

/** Deletes the current session row and clears the cookie (on `response` when given). */
export async function endSession(request?: Request, response?: NextResponse): Promise<void> {
  const token = await sessionToken(request);
  if (token) await db.session.deleteMany({ where: { tokenHash: hashToken(token) } });
  const cleared = { ...sessionCookie("", new Date(0), await requestOverHttps()), maxAge: 0 };
  if (response) response.cookies.set(cleared);
  else (await cookies()).set(cleared);
}

/** Signs a user out everywhere (password reset, role change). */
export async function revokeUserSessions(userId: string): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { userId } });
  return count;
}

/** The signed-in user for this request (pass it in route handlers), or null without a live session. */
export async function currentUser(request?: Request): Promise<SessionUser | null> {
  const token = await sessionToken(request);
  if (!token || token.length > 100) return null;
  const session = await db.session.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { id: true, email: true, name: true, role: true } } },
  });
  if (!session) return null;
  const now = Date.now();
  const operatorAccount = session.user.role === "operator";
  const idle = operatorAccount && now - session.lastSeenAt.getTime() > OPERATOR_IDLE_MS;
  if (session.expiresAt.getTime() <= now || idle) {
    await db.session.deleteMany({ where: { id: session.id } });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.session.updateMany({ where: { id: session.id }, data: { lastSeenAt: new Date(now) } });
  }
  const passed = session.secondFactorAt !== null;
  const role: Role = operatorAccount && passed ? "operator" : "user";
  return {
    ...session.user,
    role,
    sessionId: session.id,
    needsSecondFactor: operatorAccount && !passed,
    secondFactorAt: session.secondFactorAt,
  };
}

/** For route handlers: 401 without a session, 403 without the operator role. */
export async function requireOperatorApi(request?: Request): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw new DomainError("unauthorised", SESSION_MESSAGES.logInFirst);
  if (user.needsSecondFactor) throw new DomainError("unauthorised", SESSION_MESSAGES.secondFactorFirst);
  if (user.role !== "operator") throw new DomainError("forbidden", SESSION_MESSAGES.operatorOnly);
  return user;
}

/**
 * For pages: anonymous visitors go to /login and come back to `returnTo`; an operator who has
 * not given the second factor yet goes to /two-factor (enrolment or code); signed-in
 * non-operators see /admin/forbidden.
 */
export async function requireOperatorPage(returnTo: string): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(returnTo)}`);
  if (user.needsSecondFactor) redirect(`${TWO_FACTOR_PATH}?next=${encodeURIComponent(returnTo)}`);
  if (user.role !== "operator") redirect("/admin/forbidden");
  return user;
}

/**
 * The user a request is signed in as, or null. A session that still waits for the operator's
 * second factor is not signed in: it may only give that factor (/two-factor) or sign out.
 */
export async function signedInUser(request?: Request): Promise<SessionUser | null> {
  const user = await currentUser(request);
  return user && !user.needsSecondFactor ? user : null;
}

/** The address whose records an account may see (applications, job alerts): its own, once verified; else null. */
export async function verifiedEmailOf(userId: string): Promise<string | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
  return user?.emailVerifiedAt ? user.email : null;
}

/** For the visitor's own handlers: 401 without a session or before the operator's second factor. */
export async function requireUserApi(request?: Request): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw new DomainError("unauthorised", SESSION_MESSAGES.logInFirst);
  if (user.needsSecondFactor) throw new DomainError("unauthorised", SESSION_MESSAGES.secondFactorFirst);
  return user;
}

/**
 * For the visitor's own pages: anonymous visitors go to /login and come back to `returnTo`; an
 * operator who has not given the second factor yet goes to /two-factor first.
 */
export async function requireUserPage(returnTo: string): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(returnTo)}`);
  if (user.needsSecondFactor) redirect(`${TWO_FACTOR_PATH}?next=${encodeURIComponent(returnTo)}`);
  return user;
}

/** Signs a user out everywhere but the session `keep` (a password change from that browser). */
export async function revokeOtherSessions(userId: string, keep: string): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { userId, id: { not: keep } } });
  return count;
}

/** A `next` parameter is followed only when it is a path on this site. */
export { safeReturnPath } from "./return-path";
