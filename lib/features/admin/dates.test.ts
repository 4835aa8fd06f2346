import { describe, expect, it } from "vitest";
import { formatDateTime } from "./dates";

describe("formatDateTime", () => {
  it("names the operator's zone beside the time, so it never reads as UTC", () => {
    expect(formatDateTime(new Date("2026-11-27T05:45:00Z"))).toBe("27 Nov 2026, 11:15 am IST");
    expect(formatDateTime("2026-01-01T18:29:00.000Z")).toBe("1 Jan 2026, 11:59 pm IST");
  });
});
