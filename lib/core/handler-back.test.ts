// The builder's two openings for the public forms: a POST that others' servers send by design
// (no same-origin check), and a page's way back that looks at the failure and the body it read.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { conflict } from "./errors";
import { handler } from "./handler";
import { json } from "./http";

const post = (body: string, headers: Record<string, string>) =>
  new Request("http://localhost:3000/api/x", { method: "POST", headers: { host: "localhost:3000", ...headers }, body });

const PAGE = { "sec-fetch-mode": "navigate", "content-type": "application/x-www-form-urlencoded" };
const SCRIPT = { "sec-fetch-mode": "cors", "content-type": "application/json" };

describe("handler()", () => {
  it("checks the origin of a POST unless the spec says others' servers send it", async () => {
    const crossSite = { "sec-fetch-site": "cross-site", origin: "https://mail.example" };
    const ok = async () => json({ ok: true });
    expect((await handler({}, ok)(post("", crossSite))).status).toBe(403);
    expect((await handler({ sameOrigin: false }, ok)(post("", crossSite))).status).toBe(200);
  });

  it("sends a page back with the failure, its answer and the body it read; a null way back answers JSON", async () => {
    const seen: unknown[] = [];
    const POST = handler(
      {
        body: { schema: z.object({ token: z.string().min(1) }), form: true },
        back: (problem, _params, { error, answer, input }) => {
          seen.push([error instanceof Error ? error.message : error, answer.status]);
          return input ? `/manage?token=${input.token}&error=${problem}` : null;
        },
      },
      async () => {
        throw conflict("Taken.");
      },
    );
    const failed = await POST(post("token=abc", PAGE));
    expect(failed.status).toBe(303);
    expect(failed.headers.get("location")).toBe("/manage?token=abc&error=failed");
    expect(seen).toEqual([["Taken.", 409]]);
    // No token read: nothing to go back to, so the answer is the error itself.
    expect((await POST(post("token=", PAGE))).status).toBe(422);
    expect((await POST(post(JSON.stringify({ token: "abc" }), SCRIPT))).status).toBe(409);
  });
});
