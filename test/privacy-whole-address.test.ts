// Issue 34 M1: the privacy tables match a whole address, never a piece of a longer one. An account
// signed up as admin@example.co must not download, rewrite or delete the rows of the operator
// admin@example.com; an operator's request for ann@x.com must not export or erase joann@x.com's.
// The cases run in order on the rows seeded once below.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { POST as exportRoute } from "@/app/(operator)/admin/privacy/export/route";
import { POST as deleteAccount } from "@/app/api/account/delete/route";
import { POST as deleteCode } from "@/app/api/account/delete-code/route";
import { POST as eraseRoute } from "@/app/api/admin/privacy/erase/route";
import { fileStore } from "@/lib/core/storage";
import { openText } from "@/lib/core/tokens";
import { findPerson } from "@/lib/features/privacy";
import { erasedPersonMarker } from "@/lib/features/privacy/audit-record";
import { addressOffsets, replaceAddress } from "@/lib/features/privacy/match";
import { call, db, logIn, verifiedAccount } from "./support/auth";
import { downloadMyData, sessionCookie, unzip } from "./support/person";

type Tables = Record<string, Array<Record<string, unknown>>>;
const OPERATOR = "admin@example.com";
const LOOKALIKE = "admin@example.co";
const ANN = "ann@x.com";
const JOANN = "joann@x.com";
const inWeek = () => new Date(Date.now() + 7 * 86_400_000);

/** Everything an operator (or a person named by one) leaves in the tables matched by mention. */
async function seedMentions(email: string, tag: string) {
  const operator = await db.user.create({ data: { email: `lead-${tag}@example.org`, name: "Lead", role: "operator" } });
  const acted = await db.auditEvent.create({
    data: { actorId: operator.id, actorEmail: email.toUpperCase(), action: "status-change", recordKind: "contact", recordId: tag, detail: "new → closed" },
  });
  const named = await db.auditEvent.create({
    data: {
      actorId: operator.id,
      actorEmail: operator.email,
      action: "operator-invite",
      recordKind: "operator-invite",
      recordId: tag,
      detail: `invited ${email}, see (${email.toUpperCase()}).`,
    },
  });
  const campaign = await db.campaign.create({ data: { subject: `News ${tag}`, message: "Hello", createdBy: email, status: "done" } });
  const setting = await db.siteSetting.create({ data: { key: `company-${tag}`, value: "{}", updatedBy: email } });
  const invite = await db.operatorInvite.create({
    data: { email: `invitee-${tag}@example.org`, invitedById: operator.id, invitedByEmail: email, expiresAt: inWeek() },
  });
  const notice = await db.outboxMail.create({ data: { kind: "blog-notify", to: operator.email, payload: JSON.stringify({ from: email }) } });
  const toThem = await db.outboxMail.create({ data: { kind: "contact-reply", to: email, payload: "{}" } });
  return { acted: acted.id, named: named.id, campaign: campaign.id, setting: setting.key, invite: invite.id, notice: notice.id, toThem: toThem.id };
}
type Seeded = Awaited<ReturnType<typeof seedMentions>>;

/** The seeded rows as they now are, to compare before and after. */
async function snapshot(rows: Seeded) {
  return {
    audit: await db.auditEvent.findMany({ where: { id: { in: [rows.acted, rows.named] } }, orderBy: { id: "asc" } }),
    campaign: await db.campaign.findUnique({ where: { id: rows.campaign }, select: { createdBy: true } }),
    setting: await db.siteSetting.findUnique({ where: { key: rows.setting }, select: { updatedBy: true } }),
    invite: await db.operatorInvite.findUnique({ where: { id: rows.invite }, select: { invitedByEmail: true } }),
    outbox: await db.outboxMail.findMany({
      where: { id: { in: [rows.notice, rows.toThem] } },
      select: { id: true, to: true, payload: true },
      orderBy: { id: "asc" },
    }),
  };
}

const kindsFound = async (email: string) =>
  Object.fromEntries((await findPerson(db, fileStore, email)).tables.filter((table) => table.rows.length > 0).map((table) => [table.kind, table.rows.length]));

function operatorPost(handler: (request: Request, context: unknown) => Promise<Response>, body: Record<string, string>, cookie: string) {
  const headers = { host: "localhost:3000", "content-type": "application/json", cookie };
  return handler(new Request("http://localhost:3000/x", { method: "POST", headers, body: JSON.stringify(body) }), {});
}

let operatorRows: Seeded;
let joannRows: Seeded;
let annRows: Seeded;
let lookalikeCookie: string;
let annCookie: string;

beforeAll(async () => {
  operatorRows = await seedMentions(OPERATOR, "operator");
  await db.user.create({ data: { email: OPERATOR, name: "Admin", role: "operator" } });
  joannRows = await seedMentions(JOANN, "joann");
  await db.contactMessage.create({ data: { name: "Joann", email: JOANN, phone: "9876543210", message: "Joann's message" } });
  annRows = await seedMentions(ANN, "ann");
  await verifiedAccount(LOOKALIKE);
  lookalikeCookie = await logIn(LOOKALIKE);
  await verifiedAccount(ANN);
  annCookie = await logIn(ANN);
});
afterAll(() => db.$disconnect());

describe("a whole address", () => {
  it("is found bounded by what cannot be part of an address, whatever its case, and replaced there only", () => {
    expect(addressOffsets(`to ${OPERATOR}`, LOOKALIKE)).toEqual([]);
    expect(addressOffsets(`${JOANN}, ${ANN}`, ANN)).toEqual([13]);
    expect(addressOffsets(`"ANN@X.COM". ann@x.com.au x.ann@x.com ann@x.com-mail ann@x.com_ann@x.com`, ANN)).toEqual([1]);
    expect(addressOffsets(`mail Ann@X.com.`, ANN)).toEqual([5]);
    expect(replaceAddress(`${JOANN} asked ANN@x.com about ann@x.com.`, ANN, "[gone]")).toBe(`${JOANN} asked [gone] about [gone].`);
  });
});

describe("an account whose address is a piece of an operator's (admin@example.co and admin@example.com)", { timeout: 30_000 }, () => {
  it("downloads none of the operator's audit entries, campaigns, settings, invitations or mails", async () => {
    const { response, data } = await downloadMyData(lookalikeCookie);
    expect(response.status).toBe(200);
    const tables = data?.tables ?? {};
    for (const kind of ["auditEvents", "campaigns", "siteSettings", "operatorInvitesSent", "operatorInvites"]) expect(tables[kind], kind).toEqual([]);
    expect(tables.outboxMail?.map((row) => row.to)).toEqual([LOOKALIKE]);
    expect(JSON.stringify(data).toLowerCase()).not.toContain(OPERATOR);
    expect(await kindsFound(LOOKALIKE)).toEqual({ accounts: 1, sessions: 1, codeGuards: 1, outboxMail: 1 });
  });

  it("deletes the account without rewriting or deleting any row of the operator", async () => {
    const before = await snapshot(operatorRows);
    expect((await call(deleteCode, {}, { cookie: lookalikeCookie })).status).toBe(200);
    const mail = await db.outboxMail.findFirstOrThrow({ where: { to: LOOKALIKE, kind: "account-delete-code" } });
    const code = openText(String((JSON.parse(mail.payload) as { sealedCode: string }).sealedCode));
    expect((await call(deleteAccount, { code }, { cookie: lookalikeCookie })).status).toBe(200);
    expect(await db.user.count({ where: { email: LOOKALIKE } })).toBe(0);
    expect(await snapshot(operatorRows)).toEqual(before);
    expect(before.outbox).toHaveLength(2);
    expect(before.audit.map((row) => row.actorEmail)).toEqual(expect.arrayContaining([OPERATOR.toUpperCase()]));
  });
});

describe("a visitor's own download", { timeout: 30_000 }, () => {
  it("carries what they did and the mail sent to them, not an operator's entry or notice that only names them", async () => {
    const { data } = await downloadMyData(annCookie);
    const tables = data?.tables ?? {};
    expect(tables.auditEvents?.map((row) => row.id)).toEqual([annRows.acted]);
    expect(tables.outboxMail?.map((row) => row.id)).toEqual(expect.arrayContaining([annRows.toThem]));
    expect(tables.outboxMail?.map((row) => row.to)).not.toContain("lead-ann@example.org");
    expect(tables.campaigns?.map((row) => row.id)).toEqual([annRows.campaign]);
    expect(JSON.stringify(data)).not.toMatch(/lead-ann@|joann/);
    // The operator's search finds both: a data request answers for every row that names the person.
    expect(await kindsFound(ANN)).toMatchObject({ auditEvents: 2, campaigns: 1, siteSettings: 1, operatorInvitesSent: 1 });
  });
});

describe("an operator's data request for ann@x.com beside joann@x.com", { timeout: 30_000 }, () => {
  it("exports ann's rows and none of joann's", async () => {
    const { cookie } = await sessionCookie("operator");
    const response = await operatorPost(exportRoute, { email: ANN }, cookie);
    expect(response.status).toBe(200);
    const json = (await unzip(Buffer.from(await response.arrayBuffer()))).get("data.json")?.toString("utf8") ?? "";
    const tables = (JSON.parse(json) as { tables: Tables }).tables;
    expect(json).not.toContain(JOANN);
    expect(tables.auditEvents?.map((row) => row.id).sort()).toEqual([annRows.acted, annRows.named].sort());
    expect(tables.campaigns?.map((row) => row.id)).toEqual([annRows.campaign]);
    expect(tables.contactMessages).toEqual([]);
    expect(tables.outboxMail?.map((row) => row.id)).toEqual(expect.arrayContaining([annRows.notice, annRows.toThem]));
  });

  it("erases ann's rows and leaves every one of joann's as it was", async () => {
    const before = await snapshot(joannRows);
    const { cookie } = await sessionCookie("operator");
    expect((await operatorPost(eraseRoute, { email: ANN, confirm: ANN }, cookie)).status).toBe(200);
    expect(await snapshot(joannRows)).toEqual(before);
    expect(await db.contactMessage.count({ where: { email: JOANN } })).toBe(1);
    const marker = erasedPersonMarker(ANN);
    const ann = await snapshot(annRows);
    expect(ann.audit.map((row) => [row.actorEmail, row.detail]).sort()).toEqual(
      [
        [marker, "new → closed"],
        ["lead-ann@example.org", `invited ${marker}, see (${marker}).`],
      ].sort(),
    );
    expect([ann.campaign?.createdBy, ann.setting?.updatedBy, ann.invite?.invitedByEmail]).toEqual([marker, marker, marker]);
    expect(ann.outbox).toEqual([]);
    expect(await kindsFound(ANN)).toEqual({});
  });
});
