// Issue 23 item 8: after an erasure, the person's address is nowhere in the database (every table
// dumped and searched, as typed and as a URL carries it) and nowhere in what the logger wrote.
import { randomBytes } from "node:crypto";
import pino from "pino";
import { afterAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { POST as eraseRoute } from "@/app/api/admin/privacy/erase/route";
import { log } from "@/lib/core/log";
import { DbRateLimitStore, FAILURE_RULES, RATE_RULES } from "@/lib/core/rate-limit";
import { erasedPersonMarker } from "@/lib/features/privacy/audit-record";
import { seedPerson, sessionCookie } from "./support/person";
import { db } from "./support/wizard";

type DataModel = { models: Record<string, unknown> };
const models = Object.keys((db as unknown as { _runtimeDataModel: DataModel })._runtimeDataModel.models);

/** Every row of every table of the data model, as one lower-case text. */
async function databaseText(): Promise<string> {
  const tables = await Promise.all(models.map((model) => db.$queryRawUnsafe<unknown[]>(`SELECT * FROM "${model}"`)));
  return JSON.stringify(tables, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value)).toLowerCase();
}

// What the process's own logger writes, kept (pino writes through the stream under this symbol).
const streamSym = pino.symbols.streamSym as unknown as keyof typeof log;
const logged: string[] = [];
const original = log[streamSym];
Object.assign(log, { [streamSym]: { write: (line: string) => logged.push(line) } });
afterAll(async () => {
  Object.assign(log, { [streamSym]: original });
  await db.$disconnect();
});

describe("erasing a person", () => {
  it("leaves their address nowhere in the database and nowhere in the logs", async () => {
    const email = `zoe.everywhere+${Date.now().toString(36)}@example.com`;
    const encoded = encodeURIComponent(email);
    const { userId } = await seedPerson(email, Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(2_000)]), randomBytes(2_000));
    // Where else an address lands: the trail of their time as an operator, an operator's notice
    // naming them, and the rate-limit and failure counters of their sign-in.
    const trail = await db.auditEvent.create({
      data: {
        actorId: userId,
        actorEmail: email.toUpperCase(),
        action: "status-change",
        recordKind: "contact",
        recordId: "c1",
        detail: `new → closed, asked by ${email}`,
      },
    });
    await db.outboxMail.create({ data: { kind: "blog-notify", to: "operator@example.com", payload: JSON.stringify({ from: email }) } });
    const limits = new DbRateLimitStore(db);
    await limits.hit(`auth-login:email:${email}`, RATE_RULES.authPerEmail, Date.now());
    await limits.reserveTry(`auth-login:email-ip:${email}:203.0.113.5`, FAILURE_RULES.authPerEmailIp, Date.now());
    // And what a request may log: its URL, an error naming the URL, a message.
    log.info({ url: `/verify-email?email=${encoded}&step=2`, href: `http://localhost/unsubscribe?to=${encoded}` }, "request");
    log.error({ err: new Error(`Invalid URL: /admin/privacy?email=${encoded}`) }, "request failed");
    log.warn(`mail to ${email.toUpperCase()} refused`);
    log.info(`redirect to /admin/privacy?email=${encodeURIComponent(encoded)}`);
    expect(await databaseText()).toContain(email.toLowerCase());

    const { cookie } = await sessionCookie("operator");
    const headers = { host: "localhost:3000", "content-type": "application/json", cookie };
    const erased = await eraseRoute(new Request("http://localhost:3000/x", { method: "POST", headers, body: JSON.stringify({ email, confirm: email }) }), {});
    expect(erased.status).toBe(200);

    const text = await databaseText();
    for (const form of [email, encoded, encodeURIComponent(encoded)]) expect(text).not.toContain(form.toLowerCase());
    // The trail keeps its rows, the address replaced by the person's marker.
    const marker = erasedPersonMarker(email);
    expect(await db.auditEvent.findUniqueOrThrow({ where: { id: trail.id } })).toMatchObject({
      actorEmail: marker,
      detail: `new → closed, asked by ${marker}`,
    });
    expect(await db.operatorInvite.count({ where: { invitedByEmail: marker } })).toBe(1);
    expect(await db.campaign.count({ where: { createdBy: marker } })).toBe(1);

    const lines = logged.join("").toLowerCase();
    expect(logged).toHaveLength(4);
    for (const form of [email, encoded, encodeURIComponent(encoded)]) expect(lines).not.toContain(form.toLowerCase());
    expect(lines).toContain('"url":"/verify-email?[query]"');
    expect(lines).toContain("invalid url: /admin/privacy?email=[email]");
  });
});
