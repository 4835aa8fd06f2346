// A live session for a new account with a role, as the `sid` cookie a request sends (an
// operator's past the second factor, as after /two-factor).
import { createHash, randomBytes } from "node:crypto";
import { db } from "./wizard";

let accounts = 0;

/** A minute's session for an existing account, past the second factor or not; its token (the `sid` cookie's value). */
export async function openSession(userId: string, secondFactor: boolean): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.session.create({
    data: {
      userId,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(Date.now() + 60_000),
      secondFactorAt: secondFactor ? new Date() : null,
    },
  });
  return token;
}

export async function sessionFor(role: "user" | "operator"): Promise<{ cookie: string; userId: string }> {
  const user = await db.user.create({ data: { email: `${role}-${++accounts}-${Date.now().toString(36)}@example.com`, name: role, role } });
  return { cookie: `sid=${await openSession(user.id, role === "operator")}`, userId: user.id };
}

export async function sessionCookie(role: "user" | "operator"): Promise<string> {
  return (await sessionFor(role)).cookie;
}

/** An operator account's session that has the password but not the second factor yet. */
export async function halfSignedInOperator(): Promise<{ cookie: string; userId: string }> {
  const user = await db.user.create({ data: { email: `half-${++accounts}-${Date.now().toString(36)}@example.com`, name: "Half", role: "operator" } });
  return { cookie: `sid=${await openSession(user.id, false)}`, userId: user.id };
}
