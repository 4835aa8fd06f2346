import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/core/db/client";
import { startOfDay } from "@/lib/features/admin/dates";
import { vitalsByDay, vitalsByPage, windowDays } from "@/lib/features/admin/vitals";

const db = createPrismaClient(process.env.DATABASE_URL ?? "", "better-sqlite3");
const NOW = new Date("2026-11-22T10:00:00Z"); // 15:30 in Kanpur
const at = (day: string, hour = 12) => new Date(startOfDay(day).getTime() + hour * 60 * 60 * 1000);

async function seed(route: string, metric: string, values: number[], createdAt: Date) {
  await db.vital.createMany({ data: values.map((value) => ({ route, metric, value, createdAt })) });
}

beforeEach(() => db.vital.deleteMany());
afterAll(async () => {
  await db.vital.deleteMany();
  await db.$disconnect();
});

describe("the dashboard's p75 of real visitors' vitals", () => {
  it("takes the nearest-rank 75th percentile per page and metric over the last 28 days, with the count", async () => {
    // 1..8 in shuffled order: rank ceil(0.75 × 8) = 6 → 6.
    await seed("/", "LCP", [5, 1, 8, 3, 7, 2, 6, 4], at("2026-11-20"));
    // 4 values: rank 3 of [100, 200, 300, 400] → 300.
    await seed("/", "INP", [400, 100, 300, 200], at("2026-11-22", 1));
    // One value is its own p75.
    await seed("/business-blog/[slug]", "CLS", [0.31], at("2026-10-26"));
    // Outside the window (28 days ending today, in India time): not counted.
    await seed("/", "LCP", [99_000, 99_000, 99_000], at("2026-10-25", 23));
    await seed("/", "LCP", [99_000], at("2026-11-23"));

    expect(await vitalsByPage(NOW)).toEqual([
      { route: "/", metric: "LCP", p75: 6, views: 8 },
      { route: "/", metric: "INP", p75: 300, views: 4 },
      { route: "/business-blog/[slug]", metric: "CLS", p75: 0.31, views: 1 },
    ]);
  });

  it("gives the p75 of LCP and INP per calendar day in India time, pages together", async () => {
    const days = windowDays(NOW);
    expect(days).toHaveLength(28);
    expect(days[0]).toBe("2026-10-26");
    expect(days.at(-1)).toBe("2026-11-22");
    await seed("/", "LCP", [1000, 2000, 3000], at("2026-11-21", 0.25)); // 00:15 in Kanpur, 18:45 UTC the day before
    await seed("/about", "LCP", [4000], at("2026-11-21", 23.5));
    await seed("/", "LCP", [500], at("2026-11-20", 23.9));
    await seed("/", "INP", [40, 80, 120, 160, 200], at("2026-11-22", 2));
    await seed("/", "FCP", [1], at("2026-11-22", 2)); // not charted

    expect(await vitalsByDay(NOW)).toEqual([
      { day: "2026-11-20", metric: "LCP", p75: 500, views: 1 },
      { day: "2026-11-21", metric: "LCP", p75: 3000, views: 4 },
      { day: "2026-11-22", metric: "INP", p75: 160, views: 5 },
    ]);
  });

  it("answers nothing, not an error, when no view was measured", async () => {
    expect(await vitalsByPage(NOW)).toEqual([]);
    expect(await vitalsByDay(NOW)).toEqual([]);
  });
});
