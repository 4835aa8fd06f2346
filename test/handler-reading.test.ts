// What the handler builder reads of a request, and when: an upload only for a caller within the
// per-IP limit (so a refused upload is never streamed to scratch), a page's button only as a form.
import { describe, expect, it } from "vitest";
import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { linkFields, linkFormSchema } from "@/lib/validation/subscription-links";

let counter = 0;
const ip = () => `10.36.${Math.floor(++counter / 250)}.${counter % 250}`;
const post = (headers: Record<string, string>, body = "") =>
  new Request("http://localhost:3000/test", { method: "POST", headers: { host: "localhost:3000", ...headers }, body });

describe("handler()", () => {
  it("reads no multipart form once the caller is over the per-IP limit", async () => {
    let reads = 0;
    const multipart = async () => {
      reads += 1;
      return { fields: {}, file: null };
    };
    const limit = { scope: "test-upload", rule: { limit: 2, windowMs: 60_000 } };
    const upload = handler({ limit, multipart }, async () => json({ ok: true }));
    const caller = ip();
    const statuses = [];
    const headers = { "x-client-ip": caller, "content-type": "multipart/form-data; boundary=x" };
    for (let i = 0; i < 3; i++) statuses.push((await upload(post(headers))).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(reads).toBe(2);
  });

  it("takes only a URL-encoded form where the body is formOnly, refusing JSON with 415", async () => {
    const body = { schema: linkFormSchema, form: linkFields, formOnly: true } as const;
    const button = handler({ body }, async ({ input }) => json(input));
    const refused = await button(post({ "x-client-ip": ip(), "content-type": "application/json" }, '{"token":"t"}'));
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({ error: "This type of content is not accepted." });
    const form = { "x-client-ip": ip(), "content-type": "application/x-www-form-urlencoded" };
    const taken = await button(post(form, "token=t&campaign=c"));
    expect(await taken.json()).toEqual({ token: "t", campaign: "c" });
  });
});
