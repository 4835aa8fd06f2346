import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("../../core/db", () => ({ db: {} }));
const { fillPlaceholders } = await import("./placeholders");

describe("fillPlaceholders", () => {
  it.each([
    ["Hello {{first_name}}, about {{ job_title }}.", "Hello Ada, about Engineer."],
    ["{{unknown}} stays", "{{unknown}} stays"],
    ["{{company}} has no value", " has no value"],
    ["unclosed {{first_name", "unclosed {{first_name"],
    ["{{{{first_name}}}}", "{{Ada}}"],
  ])("%s", (text, filled) => {
    expect(fillPlaceholders(text, { first_name: "Ada", job_title: "Engineer" })).toBe(filled);
  });

  it("reads a long text of braces once", () => {
    const text = `${"{{".repeat(200_000)}}}`;
    expect(fillPlaceholders(text, {})).toBe(text);
  });
});
