// An answer given before its request's body was read (server/linger.mjs through SiteResponse), on a
// real node:http server in its own process: the client always reads the answer, the connection
// closes once the body is in, and a body that never ends is dropped after LINGER_MS.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINGER_MS } from "../server/linger.mjs";

const BIG = Buffer.alloc(25 * 1024 * 1024, "x\r\n");
let server: ChildProcess;
let port = 0;

beforeAll(async () => {
  server = spawn(process.execPath, [path.resolve("test/support/early-answer-child.mjs")], { stdio: ["ignore", "pipe", "inherit"] });
  port = await new Promise<number>((resolve) => server.stdout?.once("data", (chunk: Buffer) => resolve(Number(/port (\d+)/.exec(String(chunk))?.[1]))));
});
afterAll(() => void server.kill("SIGKILL"));

type Sent = { head: string; ms: number };

/** POSTs `body` (declared whole), and resolves with what came back once the server closed. */
function post(path: string, body: Buffer, { close = true, drip = false } = {}): Promise<Sent> {
  const started = Date.now();
  const head = [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, `Content-Length: ${drip ? BIG.length : body.length}`];
  if (close) head.push("Connection: close");
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    // A dripping client is half-open: it goes on sending after the server has ended its side.
    const socket = net.connect({ host: "127.0.0.1", port, allowHalfOpen: drip });
    const timer = drip ? setInterval(() => socket.write("x"), 200) : undefined;
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ head: Buffer.concat(chunks).toString("latin1").split("\r\n\r\n")[0] ?? "", ms: Date.now() - started });
    });
    socket.write(Buffer.concat([Buffer.from(`${head.join("\r\n")}\r\n\r\n`), body]), () => undefined);
  });
}

describe("an answer written before the body was read", () => {
  it("always reaches the client, even while the client is still sending 25 MB", async () => {
    const statuses: string[] = [];
    for (let round = 0; round < 10; round++) {
      const sent = await Promise.all(["/unread", "/started", "/unread", "/started"].map((path) => post(path, BIG)));
      statuses.push(...sent.map(({ head }) => head.split("\r\n")[0] ?? ""));
    }
    expect(new Set(statuses)).toEqual(new Set(["HTTP/1.1 413 Payload Too Large"]));
    expect(statuses).toHaveLength(40);
  });

  it("closes a kept-alive connection once the body is in, instead of holding it", async () => {
    const sent = await post("/started", BIG, { close: false });
    expect(sent.head).toMatch(/^connection: close\r?$/im);
    expect(sent.ms).toBeLessThan(5000);
  });

  it(`drops a body that never ends after ${LINGER_MS} ms`, { timeout: LINGER_MS + 10_000 }, async () => {
    const sent = await post("/unread", Buffer.from("x"), { drip: true });
    expect(sent.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent.ms).toBeGreaterThanOrEqual(LINGER_MS - 50);
    expect(sent.ms).toBeLessThan(LINGER_MS + 5000);
  });
});
