// Gives the unit tests a throwaway SQLite database, migrated as a start migrates it
// (server/migrate-sqlite.mjs), and var/ directory.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrateSqlite } from "../server/migrate-sqlite.mjs";
import { unitTestEnv } from "./support/test-env";

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unit-"));
  const databaseUrl = `file:${path.join(dir, "unit.db")}`;
  migrateSqlite(path.join(dir, "unit.db"));
  project.provide("testEnv", {
    DATABASE_URL: databaseUrl,
    ...unitTestEnv(dir),
  });
  // Retries: an outbox drain started by the last test may still be writing mail files.
  return () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
