// Issue 23, medium 4: an invitation can be cancelled (audited), is accepted only while its inviter
// is still an operator, and removing an operator deletes the invitations they sent that still wait.
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
// Saving hours and removing an operator render the booking-link pages again: no Next server here.
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
import { POST as cancelRoute } from "@/app/api/admin/operator-invites/[id]/cancel/route";
import { POST as removeRoute } from "@/app/api/admin/operators/[id]/remove/route";
import { POST as inviteRoute } from "@/app/api/admin/operators/route";
import { OPERATORS_MESSAGES } from "@/lib/content/operators";
import { db } from "@/lib/core/db";
import { createToken } from "@/lib/core/tokens";
import { acceptInvite, inviteOperator } from "@/lib/features/operators";
import { INVITE_TOKEN, INVITE_TTL_MS } from "@/lib/features/operators/mail";

afterAll(() => db.$disconnect());

let n = 0;
const email = (prefix: string) => `${prefix}-${++n}-${Date.now().toString(36)}@example.com`;
const account = (role: "user" | "operator") =>
  db.user.create({ data: { email: email(role), name: "Sam", role, emailVerifiedAt: new Date() }, select: { id: true, email: true } });

async function cookieOf(userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.session.create({
    data: { userId, tokenHash: createHash("sha256").update(token).digest("hex"), expiresAt: new Date(Date.now() + 60_000), secondFactorAt: new Date() },
  });
  return `sid=${token}`;
}

const post = (path: string, cookie: string, body: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { host: "localhost:3000", "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const sessionIdOf = async (userId: string) =>
  (await db.session.create({ data: { userId, tokenHash: randomBytes(16).toString("hex"), expiresAt: new Date(Date.now() + 60_000) } })).id;

let operator: { id: string; email: string };
let cookie: string;

beforeEach(async () => {
  await db.user.updateMany({ where: { role: "operator" }, data: { role: "user" } });
  operator = await account("operator");
  cookie = await cookieOf(operator.id);
});

/** Invites a new account's address as `inviter`; returns the invitee, the row and its link's token. */
async function invited(inviter: { id: string; email: string }) {
  const invitee = await account("user");
  await inviteOperator(inviter, invitee.email);
  const invite = await db.operatorInvite.findFirstOrThrow({ where: { email: invitee.email } });
  return { invitee, invite, token: createToken(INVITE_TOKEN, invite.id, INVITE_TTL_MS) };
}

describe("cancelling an operator invitation", () => {
  it("deletes the waiting invitation, so its link stops working, and leaves one audit row", async () => {
    const { invitee, invite, token } = await invited(operator);
    const answer = await cancelRoute(post(`/api/admin/operator-invites/${invite.id}/cancel`, cookie), params(invite.id));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: OPERATORS_MESSAGES.cancelled });
    expect(await db.operatorInvite.count({ where: { email: invitee.email } })).toBe(0);
    await expect(acceptInvite(token, { ...invitee, sessionId: await sessionIdOf(invitee.id) })).rejects.toMatchObject({
      status: 400,
      message: OPERATORS_MESSAGES.inviteInvalid,
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: invitee.id } })).role).toBe("user");
    const audit = await db.auditEvent.findMany({ where: { recordId: invite.id }, orderBy: { at: "asc" }, select: { action: true, actorEmail: true } });
    expect(audit).toEqual([
      { action: "operator-invite", actorEmail: operator.email },
      { action: "operator-invite-cancel", actorEmail: operator.email },
    ]);

    const again = await cancelRoute(post(`/api/admin/operator-invites/${invite.id}/cancel`, cookie), params(invite.id));
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: OPERATORS_MESSAGES.unknownInvite });
  });

  it("is refused without an operator's session", async () => {
    const { invite } = await invited(operator);
    const visitor = await account("user");
    const answer = await cancelRoute(post(`/api/admin/operator-invites/${invite.id}/cancel`, await cookieOf(visitor.id)), params(invite.id));
    expect(answer.status).toBe(403);
    expect(await db.operatorInvite.count({ where: { id: invite.id } })).toBe(1);
  });
});

describe("an invitation and its inviter", () => {
  it("is accepted only while the inviter is still an operator", async () => {
    const inviter = await account("operator");
    const { invitee, invite, token } = await invited(inviter);
    await db.user.update({ where: { id: inviter.id }, data: { role: "user" } });
    await expect(acceptInvite(token, { ...invitee, sessionId: await sessionIdOf(invitee.id) })).rejects.toMatchObject({
      status: 400,
      message: OPERATORS_MESSAGES.inviteInvalid,
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: invitee.id } })).role).toBe("user");
    expect((await db.operatorInvite.findUniqueOrThrow({ where: { id: invite.id } })).acceptedAt).toBeNull();
  });

  it("goes when its inviter is removed as an operator, while accepted ones stay", async () => {
    const inviter = await account("operator");
    const inviterCookie = await cookieOf(inviter.id);
    const waiting = email("waiting");
    expect((await inviteRoute(post("/api/admin/operators", inviterCookie, { email: waiting }), undefined)).status).toBe(200);
    const accepted = await invited(inviter);
    await acceptInvite(accepted.token, { ...accepted.invitee, sessionId: await sessionIdOf(accepted.invitee.id) });
    const mine = await invited(operator);

    expect((await removeRoute(post(`/api/admin/operators/${inviter.id}/remove`, cookie), params(inviter.id))).status).toBe(200);
    expect(await db.operatorInvite.count({ where: { email: waiting } })).toBe(0);
    expect(await db.operatorInvite.count({ where: { id: accepted.invite.id } })).toBe(1);
    expect(await db.operatorInvite.count({ where: { id: mine.invite.id } })).toBe(1);
  });
});
