// Issue 23, medium 1: an operator account's session that has the password but not the second
// factor may only finish the second factor or sign out; every /api/account/* handler refuses it.
import { afterAll, describe, expect, it } from "vitest";
import { GET as myData } from "@/app/api/account/data/route";
import { POST as deleteAccount } from "@/app/api/account/delete/route";
import { POST as deleteCode } from "@/app/api/account/delete-code/route";
import { POST as changeName } from "@/app/api/account/name/route";
import { POST as changePassword } from "@/app/api/account/password/route";
import { POST as withdraw } from "@/app/api/account/withdraw/route";
import { GET as me } from "@/app/api/auth/me/route";
import { SESSION_MESSAGES } from "@/lib/content/messages/auth";
import { call, db } from "./support/auth";
import { halfSignedInOperator } from "./support/session";

afterAll(() => db.$disconnect());

const NEW_PASSWORD = "N3w!Passw0rd";
const HANDLERS = [
  ["GET /api/account/data", myData, undefined],
  ["POST /api/account/name", changeName, { name: "Mallory" }],
  ["POST /api/account/password", changePassword, { currentPassword: "whatever", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }],
  ["POST /api/account/delete-code", deleteCode, {}],
  ["POST /api/account/delete", deleteAccount, { code: "123456" }],
  ["POST /api/account/withdraw", withdraw, { kind: "career", id: "no-such-application" }],
] as const;

describe("a session still waiting for the operator's second factor", () => {
  it.each(HANDLERS)("is refused by %s with 401 and changes nothing", async (_name, handler, body) => {
    const { cookie, userId } = await halfSignedInOperator();
    const answer = await call(handler, body, { cookie });
    expect(answer).toMatchObject({ status: 401, body: { error: SESSION_MESSAGES.secondFactorFirst } });
    const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(user.name).toBe("Half");
    expect(user.passwordHash).toBeNull();
    expect(await db.session.count({ where: { userId } })).toBe(1);
    expect(await db.outboxMail.count({ where: { to: user.email } })).toBe(0);
  });

  it("is reported by /api/auth/me as not signed in", async () => {
    const { cookie } = await halfSignedInOperator();
    expect((await call(me, undefined, { cookie })).body).toEqual({ account: null });
  });
});
