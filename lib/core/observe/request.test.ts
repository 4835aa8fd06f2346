import { describe, expect, it } from "vitest";
import { requestIdOf } from "./request";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("the request id", () => {
  it("is the proxy's X-Request-Id when the proxy is trusted and the id is short and safe", () => {
    expect(requestIdOf("0f1e2d3c4b5a69788796a5b4c3d2e1f0", true)).toBe("0f1e2d3c4b5a69788796a5b4c3d2e1f0");
    expect(requestIdOf("lb-1:req.77_a", true)).toBe("lb-1:req.77_a");
  });

  it("is a new UUID when no proxy is trusted, whatever the client sent", () => {
    const id = requestIdOf("forged-by-client", false);
    expect(id).toMatch(UUID);
    expect(requestIdOf(undefined, false)).not.toBe(id);
  });

  it("replaces an id that is too long, empty, repeated or has unsafe characters", () => {
    for (const header of [
      "a".repeat(65),
      "",
      "id with spaces",
      "id\ninjected",
      '{"json":1}',
      "a@b.example",
      ["one", "two"],
    ]) {
      expect(requestIdOf(header, true)).toMatch(UUID);
    }
    expect(requestIdOf("a".repeat(64), true)).toBe("a".repeat(64));
  });
});
