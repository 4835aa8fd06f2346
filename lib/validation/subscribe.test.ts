import { describe, expect, it } from "vitest";
import { subscribeSchema } from "./subscribe";

const MESSAGE = "Please enter a valid email address.";

describe("subscribeSchema", () => {
  it("accepts and normalises a valid address", () => {
    expect(subscribeSchema.parse({ email: "  Ada.Lovelace@Example.COM " })).toEqual({
      email: "ada.lovelace@example.com",
    });
  });

  it.each([
    "",
    "ada",
    "ada@",
    "ada@example",
    "@example.com",
    "ada @example.com",
    "ada@exa mple.com",
    "a@b.c\r\nBcc: x@y.z",
  ])("rejects %j with the spec's message", (email) => {
    const result = subscribeSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGE);
  });

  it("rejects wrong types and overlong input", () => {
    for (const email of [42, null, ["a@b.co"], { a: 1 }, `${"a".repeat(300)}@example.com`]) {
      expect(subscribeSchema.safeParse({ email }).success).toBe(false);
    }
  });
});

describe("the footer's zod-free check", () => {
  it("agrees with the schema on every case", async () => {
    const { isValidEmail } = await import("./email");
    for (const email of [
      "  Ada@Example.com ",
      "",
      "ada",
      "ada@example",
      "ada @example.com",
      "a@b.c\r\nBcc: x@y.z",
      `${"a".repeat(300)}@example.com`,
    ]) {
      expect(isValidEmail(email)).toBe(subscribeSchema.safeParse({ email }).success);
    }
  });
});
