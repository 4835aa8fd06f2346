import { describe, expect, it } from "vitest";
import { createToken, verifyToken } from "./tokens";

describe("signed tokens", () => {
  it("returns the subject of a valid token for its own purpose", () => {
    const token = createToken("confirm", "ada@example.com", 60_000);
    expect(verifyToken("confirm", token)).toBe("ada@example.com");
  });

  it("refuses a token made for another purpose", () => {
    const token = createToken("unsubscribe", "ada@example.com");
    expect(verifyToken("confirm", token)).toBeNull();
  });

  it("refuses an expired token", () => {
    const token = createToken("confirm", "ada@example.com", 1000);
    expect(verifyToken("confirm", token, Date.now() + 2000)).toBeNull();
  });

  it("refuses a token whose payload was changed", () => {
    const token = createToken("confirm", "ada@example.com", 60_000);
    const [, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify(["confirm", "eve@example.com", Date.now() + 60_000])).toString(
      "base64url",
    );
    expect(verifyToken("confirm", `${forged}.${signature}`)).toBeNull();
  });

  it("refuses malformed input", () => {
    for (const bad of ["", "abc", "a.b.c", "..", "%%%.%%%"]) expect(verifyToken("confirm", bad)).toBeNull();
  });
});
