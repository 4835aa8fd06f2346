import { afterEach, describe, expect, it, vi } from "vitest";
import {
  asUnavailable,
  connectivityReason,
  DependencyUnavailable,
  isDown,
  isUnavailable,
  markDown,
  onRecovery,
  setProbe,
} from "./outage";

const withCode = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe("connectivityReason", () => {
  it("names the code of a connection failure, however deep the driver wrapped it", () => {
    expect(
      connectivityReason(
        withCode("connect ECONNREFUSED 127.0.0.1:5432", { code: "ECONNREFUSED", syscall: "connect", errno: -111 }),
      ),
    ).toBe("ECONNREFUSED");
    expect(connectivityReason(withCode("Can't reach database server", { code: "P1001" }))).toBe("P1001");
    const adapter = withCode("Raw query failed", {
      code: "P2010",
      meta: { driverAdapterError: { cause: { kind: "postgres", originalCode: "57P01" } } },
    });
    expect(connectivityReason(adapter)).toBe("57P01");
    expect(connectivityReason(new Error("wrapped", { cause: { kind: "DatabaseNotReachable" } }))).toBe(
      "DatabaseNotReachable",
    );
    expect(connectivityReason(new Error("timeout expired"))).toBe("timeout expired");
    expect(connectivityReason(new AggregateError([withCode("x", { code: "ETIMEDOUT" })]))).toBe("ETIMEDOUT");
  });

  it("is null for errors that are not about reaching the server", () => {
    expect(connectivityReason(withCode("Unique constraint failed", { code: "P2002" }))).toBeNull();
    expect(connectivityReason(new Error("syntax error at or near SELEC"))).toBeNull();
    expect(connectivityReason("ECONNREFUSED")).toBeNull();
    expect(connectivityReason(null)).toBeNull();
  });

  it("recognises an unavailable error made by another copy of the module (Next bundles it more than once)", () => {
    const foreign = Object.assign(new Error("The database cannot be reached."), {
      name: "DependencyUnavailable",
      dependency: "database",
    });
    expect(isUnavailable(foreign)).toBe(true);
    expect(isUnavailable(new DependencyUnavailable("storage"))).toBe(true);
    expect(isUnavailable(new Error("DependencyUnavailable"))).toBe(false);
  });
});

describe("an outage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is logged once when it starts and once when the probe finds the dependency back, and wakes who waits", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const infos = vi.spyOn(console, "log").mockImplementation(() => undefined);
    let reachable = false;
    let probes = 0;
    setProbe("storage", async () => {
      probes += 1;
      if (!reachable) throw new Error("still down");
    });
    let woken = 0;
    onRecovery("storage", () => (woken += 1));

    const refused = withCode("connect ECONNREFUSED 127.0.0.1:9000", { code: "ECONNREFUSED" });
    expect(asUnavailable(refused, "storage")).toBeInstanceOf(DependencyUnavailable);
    expect(asUnavailable(refused, "storage")).toBeInstanceOf(DependencyUnavailable);
    markDown("storage", "ECONNREFUSED");
    expect(asUnavailable(new Error("disk full"), "storage")).toBeNull();
    // A connection too slow to open answers 503 but is no outage by itself (a busy host).
    expect(asUnavailable(new Error("timeout expired"), "database")).toBeInstanceOf(DependencyUnavailable);
    // A transaction that found no free connection in time (P2028 under load) did nothing: 503, no outage.
    const busy = withCode("Transaction API error: Unable to start a transaction in the given time.", { code: "P2028" });
    expect(asUnavailable(busy, "database")).toBeInstanceOf(DependencyUnavailable);
    expect(isDown("database")).toBe(false);
    expect(isDown("storage")).toBe(true);
    expect(isDown("database")).toBe(false);
    expect(errors.mock.calls).toEqual([
      ["[outage] storage unreachable (ECONNREFUSED): answering 503 until it is back"],
    ]);

    await vi.waitFor(() => expect(probes).toBeGreaterThanOrEqual(1), { timeout: 3_000 });
    expect(isDown("storage")).toBe(true);
    reachable = true;
    await vi.waitFor(() => expect(isDown("storage")).toBe(false), { timeout: 3_000 });
    expect(woken).toBe(1);
    expect(infos.mock.calls).toHaveLength(1);
    expect(infos.mock.calls[0]?.[0]).toMatch(/^\[outage\] storage reachable again after \d+\.\d s$/);
    expect(errors.mock.calls).toHaveLength(1);
  });
});
