// Gives the unit tests a throwaway, migrated SQLite database and var/ directory.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { unitTestEnv } from "./support/test-env";

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unit-"));
  const databaseUrl = `file:${path.join(dir, "unit.db")}`;
  execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: "ignore",
  });
  project.provide("testEnv", {
    DATABASE_URL: databaseUrl,
    ...unitTestEnv(dir),
  });
  // Retries: an outbox drain started by the last test may still be writing mail files.
  return () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
