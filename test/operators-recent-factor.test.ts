// Issue 23, low 12: exporting or erasing a person, inviting or removing an operator, changing the
// company details and sending a newsletter need the session's last second-factor check to be at
// most 15 minutes old; /api/admin/confirm takes a current code and records the time on the session.
// Issue 34, L2: so do announcing a post (on its own or ticked when publishing), resuming a
// campaign and exporting a list as CSV.
import { createHash, randomBytes } from "node:crypto";
import { Secret } from "otpauth";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
import { POST as announceRoute } from "@/app/api/admin/blog-posts/[id]/announce/route";
import { POST as moderateRoute } from "@/app/api/admin/blog-posts/[id]/route";
import { POST as campaignRoute } from "@/app/api/admin/campaigns/[id]/route";
import { GET as csvRoute } from "@/app/(operator)/admin/export/[file]/route";
import { POST as cancelRoute } from "@/app/api/admin/operator-invites/[id]/cancel/route";
import { POST as confirmRoute } from "@/app/api/admin/confirm/route";
import { POST as removeRoute } from "@/app/api/admin/operators/[id]/remove/route";
import { POST as inviteRoute } from "@/app/api/admin/operators/route";
import { POST as eraseRoute } from "@/app/api/admin/privacy/erase/route";
import { POST as settingsRoute } from "@/app/api/admin/settings/route";
import { POST as newsletterRoute } from "@/app/api/send-newsletter/route";
import { POST as exportRoute } from "@/app/(operator)/admin/privacy/export/route";
import { CONFIRM_FACTOR_MESSAGES } from "@/lib/content/confirm-factor";
import { TWO_FACTOR_MESSAGES } from "@/lib/content/two-factor";
import { db } from "@/lib/core/db";
import { sealText } from "@/lib/core/tokens";
import { totp } from "../e2e/support/totp";

afterAll(() => db.$disconnect());

const MINUTE = 60_000;
let n = 0;
const email = (prefix: string) => `${prefix}-${++n}-${Date.now().toString(36)}@example.com`;

type Operator = { id: string; email: string; cookie: string; sessionId: string; key: string };

/** An enrolled operator whose session's last second-factor check was `minutesAgo` minutes ago. */
async function operatorChecked(minutesAgo: number): Promise<Operator> {
  const user = await db.user.create({ data: { email: email("operator"), name: "Sam", role: "operator", emailVerifiedAt: new Date() } });
  const key = new Secret({ size: 20 }).base32;
  await db.twoFactor.create({ data: { userId: user.id, secret: sealText(key), enabledAt: new Date() } });
  const token = randomBytes(32).toString("base64url");
  const session = await db.session.create({
    data: {
      userId: user.id,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(Date.now() + 24 * 60 * MINUTE),
      secondFactorAt: new Date(Date.now() - minutesAgo * MINUTE),
    },
  });
  return { id: user.id, email: user.email, cookie: `sid=${token}`, sessionId: session.id, key };
}

const json = (path: string, cookie: string, body: unknown = {}) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { host: "localhost:3000", "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
const form = (path: string, cookie: string, fields: Record<string, string>) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { host: "localhost:3000", "content-type": "application/x-www-form-urlencoded", "sec-fetch-mode": "navigate", cookie },
    body: new URLSearchParams(fields).toString(),
  });

const csv = (path: string, cookie: string, navigate = false) =>
  new Request(`http://localhost:3000${path}`, { headers: { host: "localhost:3000", cookie, ...(navigate ? { "sec-fetch-mode": "navigate" } : {}) } });
const multipart = (path: string, cookie: string, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://localhost:3000${path}`, { method: "POST", headers: { host: "localhost:3000", cookie }, body });
};
const post = (status: string) =>
  db.blogPost.create({
    data: {
      area: "business",
      slug: `factor-${++n}-${Date.now().toString(36)}`,
      title: "A post",
      body: "Its text.",
      authorName: "Sam",
      status,
      publishedAt: status === "published" ? new Date() : null,
    },
  });

let other: Operator;
/** A published post not yet announced, a post waiting for review, a campaign paused mid-send. */
let fixtures: { published: string; pending: string; paused: string };
beforeEach(async () => {
  await db.user.updateMany({ where: { role: "operator" }, data: { role: "user" } });
  other = await operatorChecked(0);
  const paused = await db.campaign.create({ data: { subject: "Paused", message: "Hi.", status: "paused", createdBy: other.email } });
  fixtures = { published: (await post("published")).id, pending: (await post("pending")).id, paused: paused.id };
});

/** What a refused action must leave as it was. */
const snapshot = async () => ({
  audit: await db.auditEvent.count(),
  invites: await db.operatorInvite.count(),
  erasures: await db.erasureRecord.count(),
  campaigns: await db.campaign.count(),
  paused: (await db.campaign.findUniqueOrThrow({ where: { id: fixtures.paused } })).status,
  pending: (await db.blogPost.findUniqueOrThrow({ where: { id: fixtures.pending } })).status,
});

describe("a sensitive operator action with a second factor older than 15 minutes", () => {
  const ACTIONS = [
    ["inviting an operator", (cookie: string) => inviteRoute(json("/api/admin/operators", cookie, { email: "new-operator@example.com" }), undefined)],
    [
      "removing an operator",
      (cookie: string) => removeRoute(json(`/api/admin/operators/${other.id}/remove`, cookie), { params: Promise.resolve({ id: other.id }) }),
    ],
    ["exporting a person", (cookie: string) => exportRoute(json("/admin/privacy/export", cookie, { email: "someone@example.com" }), undefined)],
    [
      "erasing a person",
      (cookie: string) => eraseRoute(json("/api/admin/privacy/erase", cookie, { email: "someone@example.com", confirm: "someone@example.com" }), undefined),
    ],
    ["changing the company details", (cookie: string) => settingsRoute(json("/api/admin/settings", cookie, {}), undefined)],
    ["sending a newsletter", (cookie: string) => newsletterRoute(json("/api/send-newsletter", cookie, {}), undefined)],
    [
      "announcing a post",
      (cookie: string) =>
        announceRoute(json(`/api/admin/blog-posts/${fixtures.published}/announce`, cookie, {}), { params: Promise.resolve({ id: fixtures.published }) }),
    ],
    [
      "publishing a post with its announcement ticked",
      (cookie: string) =>
        moderateRoute(multipart(`/api/admin/blog-posts/${fixtures.pending}`, cookie, { action: "publish", announce: "on" }), {
          params: Promise.resolve({ id: fixtures.pending }),
        }),
    ],
    [
      "resuming a campaign",
      (cookie: string) =>
        campaignRoute(json(`/api/admin/campaigns/${fixtures.paused}`, cookie, { action: "resume" }), { params: Promise.resolve({ id: fixtures.paused }) }),
    ],
    [
      "exporting a list as CSV",
      (cookie: string) => csvRoute(csv("/admin/export/contact-messages.csv", cookie), { params: Promise.resolve({ file: "contact-messages.csv" }) }),
    ],
    [
      "exporting the audit trail as CSV",
      (cookie: string) => csvRoute(csv("/admin/export/audit.csv", cookie), { params: Promise.resolve({ file: "audit.csv" }) }),
    ],
  ] as const;

  it.each(ACTIONS)("refuses %s with 403 and one clear JSON sentence, changing nothing", async (_name, act) => {
    const stale = await operatorChecked(16);
    const before = await snapshot();
    const answer = await act(stale.cookie);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ error: CONFIRM_FACTOR_MESSAGES.required });
    expect(await snapshot()).toEqual(before);
    expect((await db.user.findUniqueOrThrow({ where: { id: other.id } })).role).toBe("operator");
  });

  it("still lets the same session do what is not on the list (cancelling an invitation)", async () => {
    const stale = await operatorChecked(16);
    const invite = await db.operatorInvite.create({
      data: { email: email("invited"), invitedById: other.id, invitedByEmail: other.email, expiresAt: new Date(Date.now() + 60 * MINUTE) },
    });
    const answer = await cancelRoute(json(`/api/admin/operator-invites/${invite.id}/cancel`, stale.cookie), { params: Promise.resolve({ id: invite.id }) });
    expect(answer.status).toBe(200);
    expect(await db.operatorInvite.count({ where: { id: invite.id } })).toBe(0);
  });

  it("still lets the same session pause a campaign and publish a post without announcing it", async () => {
    const stale = await operatorChecked(16);
    const sending = await db.campaign.create({ data: { subject: "Sending", message: "Hi.", status: "sending", createdBy: other.email } });
    const paused = await campaignRoute(json(`/api/admin/campaigns/${sending.id}`, stale.cookie, { action: "pause" }), {
      params: Promise.resolve({ id: sending.id }),
    });
    expect(paused.status).toBe(200);
    expect((await db.campaign.findUniqueOrThrow({ where: { id: sending.id } })).status).toBe("paused");
    const published = await moderateRoute(multipart(`/api/admin/blog-posts/${fixtures.pending}`, stale.cookie, { action: "publish" }), {
      params: Promise.resolve({ id: fixtures.pending }),
    });
    expect(published.status).toBe(200);
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: fixtures.pending } })).status).toBe("published");
  });

  it("sends a page's resume button and a list's export link to the confirmation step, which leads back to their page", async () => {
    const stale = await operatorChecked(16);
    const resume = await campaignRoute(form(`/api/admin/campaigns/${fixtures.paused}`, stale.cookie, { action: "resume" }), {
      params: Promise.resolve({ id: fixtures.paused }),
    });
    expect(resume.status).toBe(303);
    expect(resume.headers.get("location")).toBe("/admin/confirm?next=%2FNewsletter");
    expect((await db.campaign.findUniqueOrThrow({ where: { id: fixtures.paused } })).status).toBe("paused");
    const exported = await csvRoute(csv("/admin/export/contact-messages.csv?status=new", stale.cookie, true), {
      params: Promise.resolve({ file: "contact-messages.csv" }),
    });
    expect(exported.status).toBe(303);
    expect(exported.headers.get("location")).toBe("/admin/confirm?next=%2Fadmin%2Fcontact-messages%3Fstatus%3Dnew");
    expect(await db.auditEvent.count({ where: { action: "csv-export" } })).toBe(0);
  });

  it("sends a page's form to the confirmation step, which leads back to the page", async () => {
    const stale = await operatorChecked(16);
    const answer = await inviteRoute(form("/api/admin/operators", stale.cookie, { email: "new-operator@example.com" }), undefined);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin/confirm?next=%2Fadmin%2Foperators");
    expect(await db.operatorInvite.count({ where: { email: "new-operator@example.com" } })).toBe(0);
  });

  it("allows the action when the last check is 14 minutes old", async () => {
    const recent = await operatorChecked(14);
    const invited = email("invited");
    const answer = await inviteRoute(json("/api/admin/operators", recent.cookie, { email: invited }), undefined);
    expect(answer.status).toBe(200);
    expect(await db.operatorInvite.count({ where: { email: invited } })).toBe(1);
  });
});

describe("POST /api/admin/confirm", () => {
  it("refuses a wrong code, then takes a current one, records the time on the session and lets the action through", async () => {
    const stale = await operatorChecked(30);
    const right = totp(stale.key);
    const wrong = right === "000000" ? "111111" : "000000";
    const refused = await confirmRoute(json("/api/admin/confirm", stale.cookie, { code: wrong }), undefined);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.wrongCode });
    const unchanged = await db.session.findUniqueOrThrow({ where: { id: stale.sessionId } });
    expect(Date.now() - (unchanged.secondFactorAt?.getTime() ?? 0)).toBeGreaterThan(29 * MINUTE);

    const confirmed = await confirmRoute(json("/api/admin/confirm", stale.cookie, { code: right }), undefined);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ message: CONFIRM_FACTOR_MESSAGES.confirmed });
    const session = await db.session.findUniqueOrThrow({ where: { id: stale.sessionId } });
    expect(Date.now() - (session.secondFactorAt?.getTime() ?? 0)).toBeLessThan(MINUTE);

    // The same code does not confirm twice (the step is spent).
    expect((await confirmRoute(json("/api/admin/confirm", stale.cookie, { code: right }), undefined)).status).toBe(422);
    const invited = email("invited");
    expect((await inviteRoute(json("/api/admin/operators", stale.cookie, { email: invited }), undefined)).status).toBe(200);
    expect(await db.operatorInvite.count({ where: { email: invited } })).toBe(1);
  });

  it("sends a page's form back to its page, or back to the step with the reason", async () => {
    const stale = await operatorChecked(30);
    const wrong = await confirmRoute(form("/api/admin/confirm", stale.cookie, { code: "12345", next: "/admin/company" }), undefined);
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get("location")).toBe("/admin/confirm?next=%2Fadmin%2Fcompany&error=wrong");
    const right = await confirmRoute(form("/api/admin/confirm", stale.cookie, { code: totp(stale.key), next: "//evil.example/x" }), undefined);
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/admin");
  });
});
