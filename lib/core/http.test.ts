// What an error becomes for the visitor: an outage of the database answers 503, and nothing else
// marks one (a visitor's own broken connection is not the database's).
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorAnswer } from "./http";
import { log } from "./log";
import { isDown, markDown, setProbe } from "./outage";

const withFields = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe("errorAnswer", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("answers 500 to a request's own socket error (a visitor who left mid-upload) and marks no outage", () => {
    vi.spyOn(log, "error").mockImplementation(() => undefined);
    const aborted = withFields("aborted", { code: "ECONNRESET" });
    expect(errorAnswer(aborted).status).toBe(500);
    expect(isDown("database")).toBe(false);
  });

  it("answers 503 with Retry-After to Prisma's busy pool, without marking an outage", () => {
    const busy = withFields("Transaction API error: Unable to start a transaction in the given time.", {
      code: "P2028",
      clientVersion: "6.19.3",
    });
    expect(errorAnswer(busy)).toEqual({
      status: 503,
      error: "We cannot save or load this right now. Please try again in a moment.",
      headers: { "Retry-After": "5" },
    });
    expect(isDown("database")).toBe(false);
  });

  it("answers 503 to any error of Prisma's while the database is known to be down, and 500 once it is back", async () => {
    vi.useFakeTimers();
    vi.spyOn(log, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const closed = withFields(
      "Transaction API error: Transaction already closed: A query cannot be executed on a closed transaction.",
      {
        code: "P2028",
        clientVersion: "6.19.3",
      },
    );
    expect(errorAnswer(closed).status).toBe(500);
    let reachable = false;
    setProbe("database", async () => {
      if (!reachable) throw new Error("still down");
    });
    markDown("database", "ECONNREFUSED");
    expect(errorAnswer(closed)).toEqual({
      status: 503,
      error: "We cannot save or load this right now. Please try again in a moment.",
      headers: { "Retry-After": "5" },
    });
    // Not Prisma's: a bug of ours stays a 500 even then.
    expect(errorAnswer(new TypeError("x is undefined")).status).toBe(500);
    reachable = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(isDown("database")).toBe(false);
    expect(errorAnswer(closed).status).toBe(500);
  });

  it(
    "answers 503 to the driver adapter's own error from a transaction's start or commit when PostgreSQL ends the " +
      "connection",
    async () => {
      vi.useFakeTimers();
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      vi.spyOn(console, "log").mockImplementation(() => undefined);
      // As CI's outage test logged it: thrown from commitTransaction and startTransaction, with no clientVersion.
      const ended = withFields(
        "terminating connection due to administrator command: terminating connection due to administrator command",
        {
          name: "DriverAdapterError",
          cause: { kind: "postgres", code: "57P01", message: "terminating connection due to administrator command" },
        },
      );
      expect(errorAnswer(ended)).toEqual({
        status: 503,
        error: "We cannot save or load this right now. Please try again in a moment.",
        headers: { "Retry-After": "5" },
      });
      expect(isDown("database")).toBe(true);
      setProbe("database", async () => undefined);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(isDown("database")).toBe(false);
    },
  );
});
