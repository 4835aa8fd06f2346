import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError } from "./http";
import { readJson } from "./request";

const schema = z.object({ name: z.string().optional() });
const post = (body: string | Uint8Array<ArrayBuffer>, chunked = false) =>
  new Request("http://localhost/", {
    method: "POST",
    headers: chunked
      ? { "content-type": "application/json" }
      : { "content-type": "application/json", "content-length": String(new Blob([body]).size) },
    body: chunked ? new Blob([body]).stream() : body,
    ...(chunked ? { duplex: "half" } : {}),
  } as RequestInit);

async function statusOf(request: Request): Promise<number | "ok"> {
  try {
    await readJson(request, schema);
    return "ok";
  } catch (error) {
    return error instanceof HttpError ? error.status : 500;
  }
}

describe("readJson", () => {
  it("refuses bytes that are not UTF-8, with or without a declared length", async () => {
    const bad = Uint8Array.from(
      Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('"}')]),
    );
    expect(await statusOf(post(bad))).toBe(400);
    expect(await statusOf(post(bad, true))).toBe(400);
  });

  it.each([
    ['{"__proto__":{"name":"x"}}'],
    ['{"name":"a","constructor":{"prototype":{"polluted":true}}}'],
    ['{"list":[{"prototype":1}]}'],
    ['{"name":"\\u0000@x.co"}'],
    ['{"name":"\\ud800"}'],
    ['{"name":"\\udfffx"}'],
  ])("refuses prototype keys, NUL and lone surrogates: %s", async (body) => {
    expect(await statusOf(post(body))).toBe(400);
  });

  it("accepts ordinary text, emoji (a surrogate pair) included", async () => {
    expect(await readJson(post(JSON.stringify({ name: "Zoë 👍 \\u0000 as text" })), schema)).toEqual({
      name: "Zoë 👍 \\u0000 as text",
    });
  });
});
