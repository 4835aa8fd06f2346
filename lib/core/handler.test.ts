// The builder's answer to a form sent without JavaScript: back to its page with what went wrong,
// except for a caller the guard refuses, and when the page's answer says it has none (null).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { conflict, forbidden, notFound } from "./errors";
import { handler } from "./handler";

const schema = z.object({ id: z.string().min(1) });

const post = (body: Record<string, string>) =>
  new Request("http://localhost:3000/api/thing", {
    method: "POST",
    headers: {
      host: "localhost:3000",
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-mode": "navigate",
    },
    body: new URLSearchParams(body).toString(),
  });

const refused = async (): Promise<string> => {
  throw forbidden();
};

describe("a form sent without JavaScript", () => {
  it("gets the guard's own answer when its caller is refused, not its page", async () => {
    const back = () => "/thing?problem=failed";
    const route = handler({ access: refused, body: { schema, form: true }, back }, async () => new Response("done"));
    const answer = await route(post({ id: "a" }));
    expect(answer.status).toBe(403);
  });

  it("goes back to a page made from the failure and the body it sent", async () => {
    const route = handler(
      {
        access: async () => "sam",
        body: { schema, form: true },
        back: (_problem, _params, { error, user, input }) =>
          error instanceof Error && input ? `/thing/${input.id}?by=${user}` : null,
      },
      async () => {
        throw conflict("Taken.");
      },
    );
    const answer = await route(post({ id: "a" }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/thing/a?by=sam");
  });

  it("is answered as a script's would be when its page has no answer for the failure", async () => {
    const back = (_problem: unknown, _params: unknown, { input }: { input?: unknown }) => (input ? "/thing" : null);
    const route = handler({ body: { schema, form: true }, back }, async () => new Response("done"));
    const answer = await route(post({ id: "" }));
    expect(answer.status).toBe(422);
  });
});

describe("the URL's segments", () => {
  const params = (raw: Record<string, string>) => {
    if (raw.id !== "a") throw notFound();
    return { id: raw.id };
  };
  const context = (id: string) => ({ params: Promise.resolve({ id }) });

  it("are read once the caller is let in, so a refused caller learns nothing of what exists", async () => {
    const route = handler({ access: refused, params }, async () => new Response("done"));
    expect((await route(post({}), context("b"))).status).toBe(403);
  });

  it("reach the handler as the spec reads them, or refuse the request", async () => {
    const route = handler({ params }, async ({ params: { id } }) => new Response(id));
    expect(await (await route(post({}), context("a"))).text()).toBe("a");
    expect((await route(post({}), context("b"))).status).toBe(404);
  });
});

it("lets the access see the URL's segments as they came (a confirm step leads back to their page)", async () => {
  const access = async (_request: Request, raw: Record<string, string>) => {
    throw forbidden(`back to /posts/${raw.id}`);
  };
  const route = handler({ access }, async () => new Response("done"));
  const answer = await route(post({}), { params: Promise.resolve({ id: "a" }) });
  expect(await answer.json()).toEqual({ error: "back to /posts/a" });
});
