// POST /api/inbound-mail: a relay's raw message with the bearer token is stored once; no token,
// another token, another content type or a body over the limit is refused and stores nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/inbound-mail/route";
import { config } from "@/lib/core/config";
import { db } from "@/lib/core/db";
import { fileStore } from "@/lib/core/storage";
import { relayAuthorized } from "@/lib/features/conversations/inbound-http";
import { rawReply } from "./support/inbound-mail";

const TOKEN = config.inbound.httpToken;
const TO = `hello@${config.inbound.replyDomain}`;

function post(body: BodyInit | Buffer | null, headers: Record<string, string>) {
  const sent = Buffer.isBuffer(body) ? new Uint8Array(body) : body;
  const init = { method: "POST", body: sent, headers, duplex: "half" } as RequestInit;
  return POST(new Request("http://localhost:3000/api/inbound-mail", init));
}

const stored = async () => ({
  rows: await db.message.count({ where: { direction: "in" } }),
  files: (await fileStore.list("messages")).length,
});

describe("POST /api/inbound-mail", () => {
  beforeEach(async () => {
    for (const file of await fileStore.list("messages")) await fileStore.delete(file.key);
    await db.message.deleteMany();
    await db.outboxMail.deleteMany();
  });

  it("stores a posted message once: 202, then 200 for the same Message-ID", async () => {
    const raw = rawReply({ to: TO, messageId: "<posted-1@mail.example.com>" });
    const headers = { authorization: `Bearer ${TOKEN}`, "content-type": "message/rfc822" };
    const first = await post(raw, headers);
    expect(first.status).toBe(202);
    const body = (await first.json()) as { outcome: string; id: string; reason: string };
    expect(body).toMatchObject({ outcome: "unmatched", reason: "none" });
    const again = await post(raw, headers);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ outcome: "duplicate", id: body.id });
    expect(await stored()).toEqual({ rows: 1, files: 1 });
    const row = await db.message.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.via).toBe("http");
  });

  it("answers 401 without the token or with another, and stores nothing", async () => {
    const raw = rawReply({ to: TO });
    const none = await post(raw, { "content-type": "message/rfc822" });
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe('Bearer realm="inbound-mail"');
    expect((await post(raw, { authorization: `Bearer ${TOKEN}x`, "content-type": "message/rfc822" })).status).toBe(401);
    expect((await post(raw, { authorization: TOKEN, "content-type": "message/rfc822" })).status).toBe(401);
    expect(await stored()).toEqual({ rows: 0, files: 0 });
  });

  it("lets nobody in while the token is unset", () => {
    expect(relayAuthorized(`Bearer ${TOKEN}`, "")).toBe(false);
    expect(relayAuthorized("Bearer ", TOKEN)).toBe(false);
    expect(relayAuthorized(`bearer  ${TOKEN}`, TOKEN)).toBe(true);
  });

  it("refuses another content type (415), a declared size over the limit (413) and a streamed one (413)", async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    const wrongType = await post(rawReply({ to: TO }), { ...auth, "content-type": "text/plain" });
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({ error: "Send the raw message as message/rfc822." });
    const declared = await post("x", { ...auth, "content-type": "message/rfc822", "content-length": String(config.inbound.maxBytes + 1) });
    expect(declared.status).toBe(413);
    const chunk = new Uint8Array(1024 * 1024).fill(120);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > config.inbound.maxBytes + 3 * chunk.length) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await post(endless, { ...auth, "content-type": "message/rfc822" });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ error: "The message is larger than this site accepts." });
    expect(await stored()).toEqual({ rows: 0, files: 0 });
  });

  it("refuses a message it cannot read as mail with 422, not a 5xx", async () => {
    const headers = { authorization: `Bearer ${TOKEN}`, "content-type": "message/rfc822" };
    const deep = `To: ${TO}\r\n${"X-Filler: y\r\n".repeat(1000)}\r\nbody`;
    const answer = await post(deep, headers);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ error: "The message has too many headers or nested parts." });
    expect(await stored()).toEqual({ rows: 0, files: 0 });
  });
});
