// Issue 23, low 7: an operator cannot delete their own account through /account (that bypassed
// the last-operator rule and the audit); the operators area removes the role first.
import { afterAll, describe, expect, it } from "vitest";
import { POST as deleteAccount } from "@/app/api/account/delete/route";
import { POST as deleteCode } from "@/app/api/account/delete-code/route";
import { ACCOUNT_PAGE } from "@/lib/content/account";
import { issueCode } from "@/lib/features/auth";
import { call, db } from "./support/auth";
import { sessionFor } from "./support/session";

afterAll(() => db.$disconnect());

describe("an operator deleting their own account from /account", () => {
  it("is refused with a sentence that points to the operators area, and the account stays", async () => {
    const { cookie, userId } = await sessionFor("operator");
    const { email } = await db.user.findUniqueOrThrow({ where: { id: userId } });

    const asked = await call(deleteCode, {}, { cookie });
    expect(asked).toMatchObject({ status: 409, body: { error: ACCOUNT_PAGE.operatorCannotDelete } });
    expect(await db.outboxMail.count({ where: { to: email, kind: "account-delete-code" } })).toBe(0);

    // Even with a right deletion code (one issued before the rule, say) nothing is deleted.
    const code = await issueCode(email, "delete");
    const deleted = await call(deleteAccount, { code }, { cookie });
    expect(deleted).toMatchObject({ status: 409, body: { error: ACCOUNT_PAGE.operatorCannotDelete } });
    expect(await db.user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({ role: "operator" });
    expect(await db.session.count({ where: { userId } })).toBe(1);
  });

  it("still lets the same person delete the account once another operator removed the role", async () => {
    const { cookie, userId } = await sessionFor("operator");
    const { email } = await db.user.update({ where: { id: userId }, data: { role: "user" } });
    expect((await call(deleteCode, {}, { cookie })).status).toBe(200);
    const code = await issueCode(email, "delete");
    expect((await call(deleteAccount, { code }, { cookie })).status).toBe(200);
    expect(await db.user.count({ where: { id: userId } })).toBe(0);
  });
});
