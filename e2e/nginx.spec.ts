// Debian's nginx with a self-signed certificate in front of two instances (deploy/nginx.conf, as
// the README shows it), on one PostgreSQL database, one object store and one SMTP catcher: what a
// visitor gets over HTTPS, whose address the limits count, and a rolling restart under load that
// loses no request.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { addressSequence } from "./support/addresses";
import { expect, test } from "./support/fixtures";
import { httpsRequest, multipart, type Answer } from "./support/https-client";
import { SITE_ACCESS_LOG, startNginx, type Nginx } from "./support/nginx";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { careerBody, RESUME } from "./support/records";
import { startSharedStores, type SharedStores } from "./support/shared-stores";
import { PASSWORD } from "./pages/auth";
import { RESUME_MAX_BYTES } from "../lib/validation/resume";

const OPERATOR = `nginx-operator-${randomUUID().slice(0, 8)}@example.com`;
// Bounds of the load during the rolling restart: it stops by itself at the end of the restart.
const LOAD_GETTERS = 3;
const LOAD_SUBSCRIBERS = 2;
const LOAD_MAX_REQUESTS = 6_000;
const PAGES = ["/", "/about", "/it-consulting", "/careers/jobs", "/api/health"];

let stores: SharedStores;
let nginx: Nginx;
const servers: OwnServer[] = [];
const upstreams: [number, number] = [0, 0];
const logLines: string[] = [];
/** A new visitor: a loopback source address of its own (nginx sees it; the site must too). */
const nextSource = addressSequence("127");

const viaNginx = (path: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer | string; from?: string } = {}) =>
  httpsRequest({ port: nginx.httpsPort, ca: nginx.ca, path, ...init });

const postJson = (path: string, data: unknown, from?: string, headers: Record<string, string> = {}) =>
  viaNginx(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(data), from });

async function startInstance(index: 0 | 1): Promise<OwnServer> {
  const env = {
    ...stores.env,
    SITE_URL: `https://localhost:${nginx?.httpsPort ?? 0}`,
    TRUST_PROXY: "1",
    // The first instance creates the operator account (an existing one is left as it is).
    ...(index === 0 ? { OPERATOR_EMAIL: OPERATOR, OPERATOR_PASSWORD: PASSWORD } : {}),
  };
  return startOwnServer(env, { port: upstreams[index], onLogLine: (line) => logLines.push(line) });
}

test.describe("behind nginx", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // Imported, not required: the script has a top-level await.
    const { freePort } = await import("../tools/free-port.mjs");
    stores = await startSharedStores({ keepMailTo: () => false });
    upstreams[0] = await freePort();
    upstreams[1] = await freePort();
    nginx = await startNginx({ httpsPort: await freePort(), httpPort: await freePort(), upstreams });
    servers.push(await startInstance(0), await startInstance(1));
  });

  test.afterAll(async () => {
    for (const server of servers) await server.stop();
    await nginx?.stop();
    await stores?.stop();
  });

  test("plain HTTP is sent to HTTPS, and HTTPS answers carry HSTS", async () => {
    const plain = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ host: "127.0.0.1", port: nginx.httpPort, path: "/about?from=plain", headers: { host: "localhost" } }, resolve).on("error", reject),
    );
    plain.resume();
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe("https://localhost/about?from=plain");
    const home = await viaNginx("/");
    expect(home.status).toBe(200);
    expect(home.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  test("the session cookie is __Host- and Secure", async () => {
    const login = await postJson("/api/auth/login", { email: OPERATOR, password: PASSWORD });
    expect(login.status).toBe(200);
    const cookie = String(login.headers["set-cookie"] ?? "");
    expect(cookie).toMatch(/^__Host-sid=[^;]+;/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/;\s*Domain=/i);
  });

  test("the visitor's address is the one nginx saw: a forged X-Forwarded-For is neither stored nor counted", async () => {
    const visitor = nextSource();
    const email = `nginx-${randomUUID().slice(0, 8)}@example.com`;
    const first = await postJson("/api/subscribe", { email }, visitor, { "x-forwarded-for": "203.0.113.9" });
    expect(first.status).toBe(200);
    const rows = await stores.query<{ consentIp: string }>(`SELECT "consentIp" FROM "Subscriber" WHERE "email" = $1`, [email]);
    expect(rows).toEqual([{ consentIp: visitor }]);

    // One visitor who writes a new X-Forwarded-For each time is still one visitor to the limit.
    const statuses: number[] = [first.status];
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const forged = `198.51.100.${attempt}`;
      statuses.push(
        (await postJson("/api/subscribe", { email: `nginx-${randomUUID().slice(0, 8)}@example.com` }, visitor, { "x-forwarded-for": forged })).status,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  test("a 5 MB resume passes through nginx and is stored", async () => {
    const body = careerBody();
    const from = nextSource();
    expect((await postJson("/api/users", body, from)).status).toBe(200);
    const pdf = fs.readFileSync(RESUME);
    // The fixture, padded after its end to exactly the largest resume the site takes.
    const resume = Buffer.concat([pdf, Buffer.alloc(RESUME_MAX_BYTES - pdf.length, 0x20)]);
    const form = multipart("resume", "resume.pdf", "application/pdf", resume);
    const upload = await viaNginx(`/api/upload-file/${body.id}`, { method: "POST", headers: { "content-type": form.contentType }, body: form.body, from });
    expect(upload.status, upload.body.toString()).toBe(200);
    const rows = await stores.query<{ resumeSize: number; resumeUploadedAt: Date | null }>(
      `SELECT "resumeSize", "resumeUploadedAt" FROM "CareerApplication" WHERE "id" = $1`,
      [body.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.resumeSize).toBe(RESUME_MAX_BYTES);
    expect(rows[0]?.resumeUploadedAt).not.toBeNull();
  });

  test("the request id nginx sets is sent back and stands in the site's one log line for that request, and nginx logs no query", async () => {
    const answer = await viaNginx("/about?utm=nginx&email=visitor%40example.com");
    expect(answer.status).toBe(200);
    const id = String(answer.headers["x-request-id"] ?? "");
    // nginx's $request_id: 32 hexadecimal digits.
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const linesOf = () =>
      logLines.flatMap((line) => {
        try {
          const parsed = JSON.parse(line) as { requestId?: string; route?: string; status?: number; method?: string };
          return parsed.requestId === id && parsed.status !== undefined ? [parsed] : [];
        } catch {
          return [];
        }
      });
    await expect.poll(() => linesOf().length).toBe(1);
    expect(linesOf()[0]).toMatchObject({ method: "GET", route: "/about", status: 200 });
    // nginx's own access line for it names the path, never the query (an address can be there).
    const accessLog = () =>
      fs
        .readFileSync(path.join(nginx.dir, SITE_ACCESS_LOG), "utf8")
        .split("\n")
        .filter((line) => line.includes(id));
    await expect.poll(() => accessLog().length).toBe(1);
    expect(accessLog()[0]).toMatch(/"GET \/about HTTP\/[\d.]+" 200 /);
    expect(accessLog()[0]).not.toContain("example.com");
    expect(accessLog()[0]).not.toContain("utm");
  });

  test("a rolling restart under GET and subscription load loses no request", async () => {
    const failures: string[] = [];
    const accepted: string[] = [];
    let requests = 0;
    let restarting = true;
    const record = (label: string, answer: Answer | Error) => {
      requests += 1;
      const at = new Date().toISOString().slice(11, 23);
      if (answer instanceof Error) failures.push(`${at} ${label}: ${answer.message}`);
      else if (answer.status !== 200) failures.push(`${at} ${label}: ${answer.status}`);
    };
    const getter = async (offset: number) => {
      for (let i = offset; restarting && requests < LOAD_MAX_REQUESTS; i += 1) {
        const path = PAGES[i % PAGES.length] ?? "/";
        record(`GET ${path}`, await viaNginx(path, { from: nextSource() }).catch((error: Error) => error));
      }
    };
    const subscriber = async () => {
      while (restarting && requests < LOAD_MAX_REQUESTS) {
        const email = `roll-${randomUUID()}@example.com`;
        const answer = await postJson("/api/subscribe", { email }, nextSource()).catch((error: Error) => error);
        record("POST /api/subscribe", answer);
        if (!(answer instanceof Error) && answer.status === 200) accepted.push(email);
      }
    };
    const load = Promise.all([...Array.from({ length: LOAD_GETTERS }, (_, i) => getter(i)), ...Array.from({ length: LOAD_SUBSCRIBERS }, subscriber)]);

    const pause = () => new Promise((resolve) => setTimeout(resolve, 1_500));
    const phases: string[] = [];
    const phase = (what: string) => phases.push(`${new Date().toISOString().slice(11, 23)} ${what}`);
    for (const index of [0, 1] as const) {
      await pause();
      phase(`stopping instance ${index} (port ${upstreams[index]})`);
      await servers[index]?.stop();
      phase(`stopped; starting instance ${index}`);
      await pause();
      servers[index] = await startInstance(index);
      phase(`instance ${index} up`);
    }
    await pause();
    restarting = false;
    await load;

    // nginx's reasons, without the refused connections it retried on the other instance.
    const reasons = nginx
      .errors()
      .split("\n")
      .filter((line) => line && !line.includes("connect() failed (111"));
    expect(failures, [...phases, ...reasons.slice(-30)].join("\n")).toEqual([]);
    expect(requests).toBeGreaterThan(100);
    expect(accepted.length).toBeGreaterThan(10);
    const stored = await stores.query<{ email: string }>(`SELECT "email" FROM "Subscriber" WHERE "email" LIKE 'roll-%'`);
    expect(stored.map((row) => row.email).sort()).toEqual([...accepted].sort());
  });
});
