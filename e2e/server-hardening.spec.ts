// What the production server answers whatever the request: a bad path gets a 400, never silence;
// the security headers and the session cookie follow the site's and the request's scheme.
import { createHash } from "node:crypto";
import http from "node:http";
import { mailedCode, PASSWORD } from "./pages/auth";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { startOwnServer } from "./support/own-server";
import { sendRaw } from "./support/raw-http";

const port = () => Number(process.env.E2E_PORT);
const get = (requestPath: string, headers: Array<[string, string]> = []) =>
  sendRaw(port(), { method: "GET", path: requestPath, headers, body: Buffer.alloc(0) }, 1000);

test("a malformed %-escape under /_next/static/ answers 400 within a second, and the server still answers /", async ({ request }) => {
  for (const encoding of ["br, gzip", "gzip", ""]) {
    const answer = await get("/_next/static/%E0%A4%A", encoding ? [["Accept-Encoding", encoding]] : []);
    expect(answer.status, encoding).toBe(400);
    expect(answer.ms).toBeLessThan(1000);
  }
  expect((await get("/_next/static/chunks/%E0%A4%A.js", [["Accept-Encoding", "br"]])).status).toBe(400);
  // Anywhere else too: Next itself would answer a dynamic segment's malformed escape with a 500.
  expect((await get("/blog-images/%E0%A4%A")).status).toBe(400);
  expect((await sendRaw(port(), { method: "POST", path: "/api/upload-file/%E0%A4%A", headers: [], body: Buffer.alloc(0) }, 1000)).status).toBe(400);
  expect((await request.get("/")).status()).toBe(200);
});

test("OPTIONS * and absolute-form request targets answer 400, never a 500 or a redirect to another host", async ({ request }) => {
  const raw = (method: string, target: string) => sendRaw(port(), { method, path: target, headers: [], body: Buffer.alloc(0) }, 5000);
  const asterisk = await raw("OPTIONS", "*");
  expect(asterisk.status).toBe(400);
  expect(asterisk.body).toBe("Bad request");
  for (const target of ["http://evil.example/", "http://evil.example/about", `http://127.0.0.1:${port()}/about`, "evil.example:443"]) {
    const answer = await raw("GET", target);
    expect(answer.status, target).toBe(400);
    expect(answer.head, target).not.toMatch(/^location:/im);
  }
  expect((await raw("GET", "/about")).status).toBe(200);
  expect((await request.get("/")).status()).toBe(200);
});

test("over http: no HSTS, and the session cookie is Secure only when the proxy says the visitor used https", async ({ request }) => {
  const home = await request.get("/");
  expect(home.headers()["strict-transport-security"]).toBeUndefined();

  const email = uniqueEmail("scheme");
  await request.post("/api/auth/signup", { data: { name: "Scheme", email, password: PASSWORD, confirmPassword: PASSWORD } });
  await request.post("/api/auth/verify-email", { data: { email, code: await mailedCode(email, /verification code/i) } });
  const login = (headers: Record<string, string>) => request.post("/api/auth/login", { headers, data: { email, password: PASSWORD } });
  const plain = (await login({})).headers()["set-cookie"] ?? "";
  expect(plain).toMatch(/^sid=/);
  expect(plain).not.toMatch(/;\s*secure/i);
  const overHttps = (await login({ "x-forwarded-proto": "https" })).headers()["set-cookie"] ?? "";
  expect(overHttps).toMatch(/^sid=.*;\s*secure/i);
  const spoofed = (await login({ "x-client-proto": "https" })).headers()["set-cookie"] ?? "";
  expect(spoofed).not.toMatch(/;\s*secure/i);
});

test("prerendered pages allow exactly their own inline scripts, without 'unsafe-inline'", async ({ page, request }) => {
  for (const pagePath of ["/", "/about", "/contact", "/career-form"]) {
    const answer = await request.get(pagePath);
    const scriptSrc = /script-src ([^;]*)/.exec(answer.headers()["content-security-policy"] ?? "")?.[1] ?? "";
    expect(scriptSrc, pagePath).not.toContain("'unsafe-inline'");
    const html = await answer.text();
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
    expect(inline.length, pagePath).toBeGreaterThanOrEqual(3);
    for (const body of inline) expect(scriptSrc, pagePath).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  // A page rendered per request has a nonce instead (csp-nonces.spec.ts).
  const perRequest = /script-src ([^;]*)/.exec((await request.get("/login")).headers()["content-security-policy"] ?? "")?.[1] ?? "";
  expect(perRequest).toMatch(/'nonce-[A-Za-z0-9+/]{24}'/);
  expect(perRequest).not.toContain("'unsafe-inline'");

  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto("/");
  await page.getByRole("link", { name: "About Us" }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  expect(refused).toEqual([]);
});

test("with an https SITE_URL: HSTS on every answer and the session cookie is __Host-sid", async () => {
  test.setTimeout(240_000);
  const server = await startOwnServer({ SITE_URL: "https://127.0.0.1", OPERATOR_EMAIL: "hsts-op@example.com", OPERATOR_PASSWORD: PASSWORD });
  try {
    for (const answer of [
      await fetch(`${server.baseUrl}/`),
      await fetch(`${server.baseUrl}/api/auth/session`),
      await fetch(`${server.baseUrl}/_next/static/%E0%A4%A`),
    ]) {
      expect(answer.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    }
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "hsts-op@example.com", password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Host-sid=[\w-]+;/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
  } finally {
    await server.stop();
  }
});

test("a stopping server leaves the balancer's rotation first, answers what it gets meanwhile, then refuses connections", async () => {
  test.setTimeout(120_000);
  const server = await startOwnServer({ SHUTDOWN_DELAY_SECONDS: "5" });
  /** A GET on a kept-alive connection: the status, the Connection header and the body. */
  const get = (requestPath: string) =>
    new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      const agent = new http.Agent({ keepAlive: true });
      http
        .get(`${server.baseUrl}${requestPath}`, { agent }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => {
            agent.destroy();
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body });
          });
        })
        .on("error", reject);
    });
  expect((await get("/api/ready")).status).toBe(200);
  expect((await get("/about")).connection).toBe("keep-alive");

  const stopped = server.stop();
  await expect.poll(async () => (await get("/api/ready")).status, { timeout: 4_000 }).toBe(503);
  expect(JSON.parse((await get("/api/ready")).body)).toEqual({ status: "draining" });
  const page = await get("/about");
  expect(page.status).toBe(200);
  expect(page.connection).toBe("close");

  await stopped;
  await expect(get("/")).rejects.toThrow(/ECONNREFUSED/);
});
