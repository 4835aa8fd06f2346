import { describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/core/db/client";

const asNumbers = (rows: unknown) => JSON.parse(JSON.stringify(rows, (_key, value) => (typeof value === "bigint" ? Number(value) : value)));

describe.each(["better-sqlite3", "libsql"] as const)("the %s adapter", (adapter) => {
  it("opens connections in WAL mode with NORMAL sync and a busy timeout, and can write", async () => {
    const db = createPrismaClient(process.env.DATABASE_URL ?? "", adapter);
    try {
      expect(asNumbers(await db.$queryRawUnsafe("PRAGMA journal_mode"))).toEqual([{ journal_mode: "wal" }]);
      expect(asNumbers(await db.$queryRawUnsafe("PRAGMA synchronous"))).toEqual([{ synchronous: 1 }]);
      expect(asNumbers(await db.$queryRawUnsafe("PRAGMA busy_timeout"))).toEqual([{ timeout: 5000 }]);
      const email = `${adapter}-${Date.now()}@example.com`;
      await db.subscriber.create({ data: { email } });
      expect(await db.subscriber.count({ where: { email } })).toBe(1);
    } finally {
      await db.$disconnect();
    }
  });
});
