import { describe, expect, it } from "vitest";
import { keptPerKey } from "./kept";

describe("keptPerKey", () => {
  it("makes each key once, and drops every kept value together at the limit", () => {
    const made: string[] = [];
    const label = keptPerKey(
      3,
      (zone: string, locale: string) => `${locale} ${zone}`,
      (zone: string, locale: string) => {
        made.push(`${locale} ${zone}`);
        return { text: `${zone} in ${locale}` };
      },
    );
    const first = label("UTC", "en");
    expect(label("UTC", "en")).toBe(first);
    expect(label("UTC", "de")).toEqual({ text: "UTC in de" });
    label("Asia/Kolkata", "en");
    expect(made).toEqual(["en UTC", "de UTC", "en Asia/Kolkata"]);
    // A fourth key empties the map first: the first key is made again, as a new value.
    label("Europe/Paris", "fr");
    expect(label("UTC", "en")).not.toBe(first);
    expect(made).toEqual(["en UTC", "de UTC", "en Asia/Kolkata", "fr Europe/Paris", "en UTC"]);
  });
});
