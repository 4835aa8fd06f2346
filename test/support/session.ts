// A live session for a new account with a role, as the `sid` cookie a request sends.
import { createHash, randomBytes } from "node:crypto";
import { db } from "./wizard";

let accounts = 0;

export async function sessionCookie(role: "user" | "operator"): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const user = await db.user.create({ data: { email: `${role}-${++accounts}-${Date.now().toString(36)}@example.com`, name: role, role } });
  await db.session.create({ data: { userId: user.id, tokenHash: createHash("sha256").update(token).digest("hex"), expiresAt: new Date(Date.now() + 60_000) } });
  return `sid=${token}`;
}
