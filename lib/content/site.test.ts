import { describe, expect, it } from "vitest";
import { copyrightLine, copyrightYear } from "./site";

describe("the footer's copyright year", () => {
  it("is the year in the company's zone (India), which begins 5.5 hours before UTC's", () => {
    expect(copyrightYear(new Date("2026-12-31T18:29:59Z"))).toBe(2026);
    expect(copyrightYear(new Date("2026-12-31T18:30:00Z"))).toBe(2027);
    expect(copyrightLine(new Date("2027-01-01T00:00:00Z"))).toBe(
      "© Copyright 2027 Solutions At One Place. All rights reserved.",
    );
  });

  it("is this year by default, not a year written into the code", () => {
    expect(copyrightYear()).toBe(
      Number(new Intl.DateTimeFormat("en", { timeZone: "Asia/Kolkata", year: "numeric" }).format(new Date())),
    );
  });
});
