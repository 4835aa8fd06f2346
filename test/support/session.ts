// A live session for a new account with a role, as the `sid` cookie a request sends (an
// operator's past the second factor, as after /two-factor).
import { createHash, randomBytes } from "node:crypto";
import { db } from "./wizard";

let accounts = 0;

export async function sessionFor(role: "user" | "operator"): Promise<{ cookie: string; userId: string }> {
  const token = randomBytes(32).toString("base64url");
  const user = await db.user.create({ data: { email: `${role}-${++accounts}-${Date.now().toString(36)}@example.com`, name: role, role } });
  await db.session.create({
    data: {
      userId: user.id,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(Date.now() + 60_000),
      secondFactorAt: role === "operator" ? new Date() : null,
    },
  });
  return { cookie: `sid=${token}`, userId: user.id };
}

export async function sessionCookie(role: "user" | "operator"): Promise<string> {
  return (await sessionFor(role)).cookie;
}

/** An operator account's session that has the password but not the second factor yet. */
export async function halfSignedInOperator(): Promise<{ cookie: string; userId: string }> {
  const token = randomBytes(32).toString("base64url");
  const user = await db.user.create({ data: { email: `half-${++accounts}-${Date.now().toString(36)}@example.com`, name: "Half", role: "operator" } });
  await db.session.create({
    data: { userId: user.id, tokenHash: createHash("sha256").update(token).digest("hex"), expiresAt: new Date(Date.now() + 60_000), secondFactorAt: null },
  });
  return { cookie: `sid=${token}`, userId: user.id };
}
