import { describe, expect, it } from "vitest";
import { normalisePhone, phoneField, phoneSearchDigits, PHONE_INVALID, PHONE_MAX_LENGTH } from "./phone";

const field = phoneField();
const parsed = (written: unknown) => {
  const result = field.safeParse(written);
  return result.success ? { value: result.data } : { messages: result.error.issues.map((issue) => issue.message) };
};

describe("a phone number as people write it", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["98765-43210", "+919876543210"],
    ["98765.43210", "+919876543210"],
    ["(098765) 43210", "+919876543210"],
    ["098765 43210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+91-98765-43210", "+919876543210"],
    ["+91 (0) 98765 43210", "+919876543210"],
    ["(+91) 98765 43210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["91 98765 43210", "+919876543210"],
    ["  +91 98765 43210  ", "+919876543210"],
    ["011 2345 6789", "+911123456789"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 (555) 123-4567", "+15551234567"],
    ["0044 20 7946 0958", "+442079460958"],
    ["+683 4002", "+6834002"],
  ])("reads %j as %s, in the field too", (written, stored) => {
    expect(normalisePhone(written)).toBe(stored);
    expect(parsed(written)).toEqual({ value: stored });
  });

  it.each([
    "98765",
    "98765 4321",
    "98765 432109",
    "0000000000",
    "+91 12345",
    "+91 98765 43210 1",
    "phone me",
    "98765 43210 ext 12",
    "+91 98765 +43210",
    "91+9876543210",
    "+0 98765 43210",
    "+1234567890123456",
    "+12345",
    "98765/43210",
  ])("refuses %j with the field's sentence", (written) => {
    expect(normalisePhone(written)).toBeNull();
    expect(parsed(written)).toEqual({ messages: [PHONE_INVALID] });
  });

  it("says the phone is required when it is empty or missing, and refuses anything past its length unread", () => {
    expect(parsed("")).toEqual({ messages: ["Phone Number is required"] });
    expect(parsed("   ")).toEqual({ messages: ["Phone Number is required"] });
    expect(parsed(undefined)).toEqual({ messages: ["Phone Number is required"] });
    expect(
      phoneField("Phone is required")
        .safeParse("")
        .error?.issues.map((issue) => issue.message),
    ).toEqual(["Phone is required"]);
    expect(parsed(`+91 ${"9".repeat(PHONE_MAX_LENGTH)}`)).toEqual({ messages: [PHONE_INVALID] });
    expect(normalisePhone(" ".repeat(100_000) + "9876543210x")).toBeNull();
    expect(PHONE_INVALID).toBe("Enter a valid phone number: 10 digits for India, or + and the country code");
  });

  it("keeps the number as written where it is shown as typed (the company's), once it is valid", () => {
    const company = phoneField("Phone is required", { keepWritten: true });
    expect(company.parse(" +91 98765 43210 ")).toBe("+91 98765 43210");
    expect(company.safeParse("call us").error?.issues.map((issue) => issue.message)).toEqual([PHONE_INVALID]);
  });

  it("gives the digits a search looks for when the whole query is a phone number", () => {
    expect(phoneSearchDigits("+91 98765 43210")).toBe("9876543210");
    expect(phoneSearchDigits("(098765) 43210")).toBe("9876543210");
    expect(phoneSearchDigits("+44 20 7946 0958")).toBe("442079460958");
    expect(phoneSearchDigits("43210")).toBeNull();
    expect(phoneSearchDigits("quokka")).toBeNull();
  });
});
