import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/vitals/route";
import { createPrismaClient } from "@/lib/core/db/client";
import { RATE_RULES, storedRateKey } from "@/lib/core/rate-limit";
import { vitalsByPage } from "@/lib/features/admin/vitals";
import { VITAL_ROWS_PER_MINUTE } from "@/lib/features/vitals";

const db = createPrismaClient(process.env.DATABASE_URL ?? "", "better-sqlite3");
let ipCounter = 0;

function post(body: string, headers: Record<string, string> = {}, ip = `10.14.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) {
  const request = new Request("http://localhost:3000/api/vitals", {
    method: "POST",
    headers: { "content-type": "application/json", host: "localhost:3000", origin: "http://localhost:3000", "x-client-ip": ip, ...headers },
    body,
  });
  return POST(request, undefined);
}

const FULL = [
  { name: "LCP", value: 1834.2 },
  { name: "INP", value: 96 },
  { name: "CLS", value: 0.0421 },
  { name: "FCP", value: 912.7 },
  { name: "TTFB", value: 120.4 },
];
const beacon = (path: string, metrics: unknown = FULL) => JSON.stringify({ path, metrics });

beforeEach(() => db.vital.deleteMany());
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  await db.vital.deleteMany();
  await db.$disconnect();
});

describe("POST /api/vitals", () => {
  it("stores one row per metric under the page's route pattern, and nothing else about the visitor", async () => {
    const response = await post(beacon("/it-consulting"));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ stored: 5 });
    const rows = await db.vital.findMany({ orderBy: { metric: "asc" } });
    expect(rows.map(({ route, metric, value }) => ({ route, metric, value }))).toEqual(
      [...FULL].sort((a, b) => a.name.localeCompare(b.name)).map(({ name, value }) => ({ route: "/it-consulting", metric: name, value })),
    );
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(["createdAt", "id", "metric", "route", "value"]);
  });

  it("maps a blog post's path to /<area>/[slug] and accepts a partial beacon", async () => {
    const response = await post(beacon("/business-blog/cloud-costs-in-2026", [{ name: "CLS", value: 0 }]));
    expect(response.status).toBe(202);
    expect(await db.vital.findMany({ select: { route: true, metric: true, value: true } })).toEqual([
      { route: "/business-blog/[slug]", metric: "CLS", value: 0 },
    ]);
  });

  const BAD: Array<[string, string, Record<string, string>?]> = [
    ["not JSON", "{path:"],
    ["an array", JSON.stringify([{ path: "/" }])],
    ["plain text", beacon("/"), { "content-type": "text/plain" }],
    ["too large", JSON.stringify({ path: "/", metrics: FULL, pad: "x".repeat(2000) })],
    ["no path", JSON.stringify({ metrics: FULL })],
    ["a query string", beacon("/?utm_source=mail")],
    ["a fragment", beacon("/#top")],
    ["a full URL", beacon("https://example.com/")],
    ["an unknown page", beacon("/nope")],
    ["an operator page", beacon("/admin")],
    ["an account page", beacon("/reset-password")],
    ["an e-mail address in the path", beacon("/business-blog/ada@example.com")],
    ["a path too long", beacon(`/${"a".repeat(300)}`)],
    ["no metrics", beacon("/", [])],
    ["an unknown metric", beacon("/", [{ name: "FID", value: 10 }])],
    [
      "a metric twice",
      beacon("/", [
        { name: "LCP", value: 10 },
        { name: "LCP", value: 20 },
      ]),
    ],
    ["six metrics", beacon("/", [...FULL, { name: "LCP", value: 1 }])],
    ["a negative value", beacon("/", [{ name: "TTFB", value: -1 }])],
    ["an LCP beyond two minutes", beacon("/", [{ name: "LCP", value: 120_001 }])],
    ["a CLS beyond its range", beacon("/", [{ name: "CLS", value: 101 }])],
    ["a value as text", beacon("/", [{ name: "LCP", value: "1200" }])],
    ["a huge number", '{"path":"/","metrics":[{"name":"LCP","value":1e999}]}'],
    ["an extra field", JSON.stringify({ path: "/", metrics: FULL, email: "ada@example.com" })],
    ["an extra metric field", beacon("/", [{ name: "LCP", value: 10, id: "v5-123" }])],
    ["a prototype key", '{"path":"/","metrics":[{"name":"LCP","value":1}],"__proto__":{"x":1}}'],
    ["another site's origin", beacon("/"), { origin: "https://evil.example" }],
    ["a cross-site fetch", beacon("/"), { "sec-fetch-site": "cross-site" }],
  ];

  it.each(BAD)("refuses a beacon with %s, with a 4xx, storing nothing", async (_label, body, headers) => {
    const response = await post(body, headers);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await db.vital.count()).toBe(0);
  });

  it("rate-limits one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_RULES.vitalsPerIp.limit; i += 1) statuses.push((await post(beacon("/", [{ name: "TTFB", value: i }]), {}, "10.99.0.1")).status);
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // One page from one address: only the first beacon of the hour counts.
    expect(await db.vital.count()).toBe(1);
  });

  const lcpOf = (path: string, value: number) => beacon(path, [{ name: "LCP", value }]);
  const storedBy = async (response: Response) => ((await response.json()) as { stored: number }).stored;
  const aboutLcp = async () => (await vitalsByPage()).filter((row) => row.route === "/about" && row.metric === "LCP").map(({ p75, views }) => ({ p75, views }));

  it("counts one beacon per IP per page an hour: a flood of extreme values from one IP does not move the p75 shown", async () => {
    for (const value of [1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700]) expect(await storedBy(await post(lcpOf("/about", value)))).toBe(1);
    expect(await storedBy(await post(lcpOf("/about", 90_000), {}, "10.98.0.1"))).toBe(1);
    // Nine views: rank ceil(0.75 × 9) = 7 of the sorted values.
    expect(await aboutLcp()).toEqual([{ p75: 1600, views: 9 }]);
    for (let i = 0; i < 25; i += 1) {
      const response = await post(lcpOf("/about", 120_000), {}, "10.98.0.1");
      expect(response.status).toBe(202);
      expect(await storedBy(response)).toBe(0);
    }
    expect(await aboutLcp()).toEqual([{ p75: 1600, views: 9 }]);
    expect(await db.vital.count({ where: { route: "/about" } })).toBe(9);
    // The same address still counts once on another page, and other addresses count.
    expect(await storedBy(await post(lcpOf("/contact", 900), {}, "10.98.0.1"))).toBe(1);
    for (const ip of ["10.98.1.1", "10.98.1.2", "10.98.1.3", "10.98.1.4", "10.98.1.5"])
      expect(await storedBy(await post(lcpOf("/about", 90_000), {}, ip))).toBe(1);
    // Fourteen views: rank 11 of the sorted values, one of the six 90 s ones.
    expect(await aboutLcp()).toEqual([{ p75: 90_000, views: 14 }]);
    // What is kept of an address to sample by: in the shared table (PostgreSQL), a keyed hash only.
    const keys = (await db.$queryRaw<Array<{ key: string }>>`SELECT "key" FROM "RateLimit"`).map((row) => row.key);
    expect(keys.filter((key) => key.includes("10.98."))).toEqual([]);
    if ((process.env.DATABASE_URL ?? "").startsWith("postgres")) expect(keys).toContain(storedRateKey("w", "vitals-sample:10.98.0.1:/about"));
  });

  it(`samples when busy: at most ${VITAL_ROWS_PER_MINUTE} rows a minute per process, whole beacons, answered 202`, async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
    const views = VITAL_ROWS_PER_MINUTE / FULL.length;
    const answers = [];
    for (let i = 0; i < views + 3; i += 1) answers.push(await post(beacon("/")));
    expect(answers.every((answer) => answer.status === 202)).toBe(true);
    const stored = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { stored: number }).stored));
    expect(stored.slice(0, views).every((n) => n === FULL.length)).toBe(true);
    expect(stored.slice(views)).toEqual([0, 0, 0]);
    expect(await db.vital.count()).toBe(VITAL_ROWS_PER_MINUTE);
    vi.setSystemTime(new Date("2030-01-01T00:01:00Z"));
    expect(await (await post(beacon("/"))).json()).toEqual({ stored: FULL.length });
  });
});
