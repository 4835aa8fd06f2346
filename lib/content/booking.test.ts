import { afterEach, describe, expect, it } from "vitest";
import { slotTime, visitorZoneOptions } from "./booking";

const Original = Intl.DateTimeFormat;

describe("slotTime", () => {
  afterEach(() => {
    Intl.DateTimeFormat = Original;
  });

  it("labels on the locale's clock in the zone, with one formatter per locale and zone however many slots", () => {
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Original>) {
        made += 1;
        return new target(...args);
      },
    });
    const first = Date.parse("2026-12-03T09:00:00Z");
    const labels = Array.from({ length: 48 }, (_, i) =>
      slotTime(new Date(first + i * 1_800_000), "Asia/Kolkata", "en-GB"),
    );
    expect(labels.slice(0, 3)).toEqual(["14:30", "15:00", "15:30"]);
    expect(slotTime(new Date(first), "America/New_York", "en-US")).toMatch(/^4:00\sAM$/u);
    // For each of the two: its formatter and the one hourOf reads the clock from, not two per label.
    expect(made).toBeLessThanOrEqual(4);
  });

  it("names the chooser's zones with one formatter per zone, made once however many times it is drawn", () => {
    const before = visitorZoneOptions("Asia/Kolkata");
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Original>) {
        made += 1;
        return new target(...args);
      },
    });
    const again = visitorZoneOptions("Asia/Kolkata");
    expect(again).toEqual(before);
    expect(again.find((option) => option.value === "Asia/Kolkata")?.label).toBe("India Standard Time (Kolkata)");
    expect(made).toBe(0);
  });
});
