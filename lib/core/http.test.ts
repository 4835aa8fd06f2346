// What an error becomes for the visitor: an outage of the database answers 503, and nothing else
// marks one (a visitor's own broken connection is not the database's).
import { describe, expect, it, vi } from "vitest";
import { errorAnswer } from "./http";
import { log } from "./log";
import { isDown } from "./outage";

const withFields = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe("errorAnswer", () => {
  it("answers 500 to a request's own socket error (a visitor who left mid-upload) and marks no outage", () => {
    vi.spyOn(log, "error").mockImplementation(() => undefined);
    const aborted = withFields("aborted", { code: "ECONNRESET" });
    expect(errorAnswer(aborted).status).toBe(500);
    expect(isDown("database")).toBe(false);
  });

  it("answers 503 with Retry-After to Prisma's busy pool, without marking an outage", () => {
    const busy = withFields("Transaction API error: Unable to start a transaction in the given time.", { code: "P2028", clientVersion: "6.19.3" });
    expect(errorAnswer(busy)).toEqual({ status: 503, error: "We cannot save or load this right now. Please try again in a moment.", headers: { "Retry-After": "5" } });
    expect(isDown("database")).toBe(false);
  });
});
