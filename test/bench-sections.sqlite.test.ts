// The bench's section runner (tools/bench/sections.mjs), which `npm test` relies on through
// `npm run bench -- --quick`: a section that throws, measures nothing, crashes a process or fails a
// correctness check is reported FAILED by name, the next section still runs, and the run fails.
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHECKS, sectionRunner, type SectionHandle } from "../tools/bench/sections.mjs";

type Check = (value: unknown) => string[];
const check = (name: keyof typeof CHECKS) => CHECKS[name] as unknown as Check;
const printed = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => call.join(" ")).join("\n");

describe("bench sections", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reports a throwing, an empty and a crashing section by name and keeps running the rest", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const started: SectionHandle[] = [];
    const { section, report } = sectionRunner(started);
    const ran: string[] = [];
    const none = () => [];

    await section("throws", none, async () => {
      ran.push("throws");
      throw new Error("POST /api/send-newsletter answered 401");
    });
    expect(await section("empty", none, async () => (ran.push("empty"), undefined))).toBeUndefined();
    await section("crashes", none, async () => {
      ran.push("crashes");
      started.push({ name: "app server (better-sqlite3)", crashed: true });
      return { figure: 1 };
    });
    expect(await section("fine", none, async () => (ran.push("fine"), { figure: 2 }))).toEqual({ figure: 2 });

    expect(ran).toEqual(["throws", "empty", "crashes", "fine"]);
    expect(report()).toBe(false);
    const table = printed(log);
    expect(table).toMatch(/^throws\s+FAILED\s+\d+ s {2}error: POST \/api\/send-newsletter answered 401$/m);
    expect(table).toMatch(/^empty\s+FAILED\s+\d+ s {2}no figure$/m);
    expect(table).toMatch(/^crashes\s+FAILED\s+\d+ s {2}crashed: app server \(better-sqlite3\)$/m);
    expect(table).toMatch(/^fine\s+ok\s+\d+ s$/m);
    expect(printed(error)).toContain("[bench] FAILED sections: throws, empty, crashes");
  });

  it("passes when every section measured and checked out", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const { section, report } = sectionRunner([]);
    await section(
      "one",
      () => [],
      async () => ({ figure: 1 }),
    );
    expect(report()).toBe(true);
  });

  it("fails a section on a correctness check, not on a slow figure", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const run = (stored: object, extra = {}) => ({ ok: 100, rps: 3.5, p99: 9000, timeouts: 2, statusCodes: { 200: { count: 100 } }, stored, ...extra });
    const subscribe = check("subscribe");
    // Slow (p99 9 s, 3.5 req/s) but every 2xx stored, and the two extra rows are the timed-out requests: passes.
    expect(subscribe({ ours: run({ rows: 102, missing: 0, unanswered: 2 }), base: run({ rows: 100, missing: 0, unanswered: 0 }) })).toEqual([]);
    expect(subscribe({ ours: run({ rows: 99, missing: 1, unanswered: 0 }), base: run({ rows: 100, missing: 0, unanswered: 0 }) })).toEqual([
      "app: 99 rows for 100 2xx answers (2xx with no row 1, rows with no 2xx 0, timeouts 2)",
    ]);
    // Nothing answered in time on a busy machine is slow; a 500 is wrong.
    const stored = { rows: 0, missing: 0, unanswered: 0 };
    expect(
      subscribe({ ours: run(stored, { ok: 0, rps: 0, timeouts: 50, errors: 50, statusCodes: {} }), base: run({ rows: 100, missing: 0, unanswered: 0 }) }),
    ).toEqual([]);
    expect(
      subscribe({
        ours: run(stored, { ok: 0, rps: 0, timeouts: 0, non2xx: 40, statusCodes: { 500: { count: 40 } } }),
        base: run({ rows: 100, missing: 0, unanswered: 0 }),
      }),
    ).toEqual(["app: answered 500:40"]);

    const applications = check("applications");
    const concurrent = { match: false, answered: new Set(["a", "b"]), failures: {}, stored: { complete: 1, badHash: 1, orphans: 0 } };
    const pairs = run({}, { pairs: 3 });
    expect(applications({ ours: pairs, base: pairs, concurrent, total: 2 })).toEqual([
      "2 applications: 2 answered 200 twice, 1 stored whole (failures: {}, decrypted sha256 wrong 1, orphan files 0)",
    ]);

    const newsletter = check("newsletter");
    const once = { exactlyOnce: true, perSecond: 120, once: 300, duplicates: 0, missing: 0, toOthers: 0 };
    const sigkill = { label: "SIGKILL half-way, restart", duplicates: 1, toOthers: 0, sentNotReceived: 0 };
    expect(
      newsletter({ uncapped: { ...once, label: "uncapped" }, capped: [], sigterm: { ...once, label: "SIGTERM", kill: "SIGTERM" }, sigkill, subscribers: 300 }),
    ).toEqual(["SIGKILL half-way, restart: 1 duplicates, 0 to others, 0 marked sent but never received"]);

    const { section, report } = sectionRunner([]);
    expect(
      await section("newsletter", newsletter, async () => ({
        uncapped: { ...once, label: "uncapped" },
        capped: [],
        sigterm: { ...once, label: "SIGTERM" },
        sigkill,
        subscribers: 300,
      })),
    ).toBeUndefined();
    expect(report()).toBe(false);
  });
});
