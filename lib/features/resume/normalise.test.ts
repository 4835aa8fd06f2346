import { describe, expect, it } from "vitest";
import { normaliseText } from "./normalise.mjs";

describe("a resume's text as it is kept", () => {
  it("keeps lines, with single spaces and at most one blank line between them", () => {
    const raw = "  Priya\t\u00a0Sharma  \r\n\r\n\r\n\r\nJava   developer \rBengaluru\u2028India\f";
    expect(normaliseText(raw, 1_000)).toBe("Priya Sharma\n\nJava developer\nBengaluru\nIndia");
  });

  it("drops invisible format characters and turns control characters into spaces", () => {
    expect(normaliseText("\ufeffPri\u200bya Shar\u00adma\u0000Resume\u0007", 1_000)).toBe("Priya Sharma Resume");
  });

  it("is empty for a text of whitespace only", () => {
    expect(normaliseText(" \n\t\u200b\n \u00a0", 1_000)).toBe("");
  });

  it("cuts at the limit, never inside a character", () => {
    expect(normaliseText("Priya Sharma", 5)).toBe("Priya");
    expect(normaliseText("Priya  Sharma", 6)).toBe("Priya");
    expect(normaliseText("ab\u{1F600}cd", 3)).toBe("ab");
    expect(normaliseText("ab\u{1F600}cd", 4)).toBe("ab\u{1F600}");
  });
});
