import { describe, expect, it } from "vitest";
import { alertSignupSchema, citiesOf, cityOf, describeAlertFromLists, inCity } from "./job-alerts";

describe("a job alert's city", () => {
  it("is the part of a place before its first comma, trimmed", () => {
    expect(cityOf("Kanpur, Uttar Pradesh")).toBe("Kanpur");
    expect(cityOf("  New Delhi ")).toBe("New Delhi");
    expect(cityOf(", Uttar Pradesh")).toBe("");
  });

  it("matches every job in that city in any case, and nothing else; an empty one matches anywhere", () => {
    expect(inCity("kanpur", "Kanpur, Uttar Pradesh")).toBe(true);
    expect(inCity("KANPUR, UP", "Kanpur, Uttar Pradesh")).toBe(true);
    expect(inCity("Kanpur", "Kanpurwala, Uttar Pradesh")).toBe(false);
    expect(inCity("Kanpur", "Lucknow, Uttar Pradesh")).toBe(false);
    expect(inCity("", "Lucknow, Uttar Pradesh")).toBe(true);
  });

  it("is what the sign-up form stores, and the confirmation names it only as an open job names it", () => {
    expect(
      alertSignupSchema.parse({ email: "a@example.com", location: " Kanpur, Uttar Pradesh ", cadence: "daily" })
        .location,
    ).toBe("Kanpur");
    expect(citiesOf(["Kanpur, Uttar Pradesh", "kanpur, UP", "Noida"])).toEqual(["Kanpur", "Noida"]);
    const words = { any: "every new position", search: "your search words" };
    expect(
      describeAlertFromLists({ q: "", area: "", location: "kanpur", type: "" }, ["Kanpur, Uttar Pradesh"], words),
    ).toBe("Kanpur");
    expect(
      describeAlertFromLists(
        { q: "", area: "", location: "Visit evil.example", type: "" },
        ["Kanpur, Uttar Pradesh"],
        words,
      ),
    ).toBe("every new position");
  });
});
