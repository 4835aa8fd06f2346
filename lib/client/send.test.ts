// The forms' one transport against a real HTTP server on loopback: what it sends (JSON or
// multipart) and how every answer becomes data, or one sentence with the fields to fix.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldErrorsOf, send, SEND_FAILED } from "./send";

let server: Server;
let base = "";

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const answer = (status: number, payload: unknown) =>
      response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(payload));
    if (request.url === "/echo") {
      return answer(200, { type: request.headers["content-type"], accept: request.headers.accept, body });
    }
    if (request.url === "/invalid") {
      const errors = [
        { field: "email", msg: "Invalid email" },
        { field: "email", msg: "Email is required" },
      ];
      return answer(422, { error: "Please check the highlighted fields.", errors });
    }
    if (request.url === "/bare") return response.writeHead(500, { "Content-Type": "text/plain" }).end("down");
    answer(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Echo = { type: string; accept: string; body: string };

describe("send", () => {
  it("posts an object as JSON and hands back the answer", async () => {
    const result = await send<Echo>(`${base}/echo`, { email: "a@example.com" });
    const data = { type: "application/json", accept: "application/json", body: '{"email":"a@example.com"}' };
    expect(result).toEqual({ ok: true, data });
  });

  it("posts a FormData as multipart, its file included", async () => {
    const form = new FormData();
    form.append("name", "Asha");
    form.append("resume", new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" }));
    const result = await send<Echo>(`${base}/echo`, form);
    if (!result.ok) throw new Error(result.error);
    expect(result.data.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(result.data.body).toContain('filename="cv.pdf"');
    expect(result.data.body).toContain("%PDF-1.4");
  });

  it("turns a refusal into its sentence and the fields to fix", async () => {
    const result = await send(`${base}/invalid`, {});
    expect(result).toMatchObject({ ok: false, status: 422, error: "Please check the highlighted fields." });
    if (result.ok) throw new Error("refused");
    expect(fieldErrorsOf(result)).toEqual({ email: "Email is required" });
  });

  it("gives a failure without a sentence one of its own", async () => {
    expect(await send(`${base}/bare`, {})).toEqual({ ok: false, status: 500, error: SEND_FAILED, errors: undefined });
  });

  it("says so when the server cannot be reached (status 0)", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await send(`http://127.0.0.1:${port}/gone`, {});
    const error = "We could not reach the server. Please check your connection and try again.";
    expect(result).toEqual({ ok: false, status: 0, error });
  });
});
