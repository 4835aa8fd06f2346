// Gives the PostgreSQL project of the unit tests a throwaway cluster, migrated the way a start
// migrates it (server/migrate-pg.mjs), and its own var/ directory; removed afterwards.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { unitTestEnv } from "./support/test-env";
// @ts-expect-error: plain-JS scripts shared with npm start and the bench
import { migratePostgres } from "../server/migrate-pg.mjs";
// @ts-expect-error: plain-JS scripts shared with npm start and the bench
import { startPostgres } from "../tools/postgres.mjs";

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unit-pg-"));
  const cluster = (await startPostgres()) as { url: string; adminUrl: string; stop(): Promise<void> };
  await migratePostgres(cluster.url);
  project.provide("testEnv", {
    DATABASE_URL: cluster.url,
    POSTGRES_ADMIN_URL: cluster.adminUrl,
    // Required on PostgreSQL (lib/core/config.ts): instances share one signing key.
    APP_SECRET: "unit-tests-shared-app-secret-0123456789abcdef",
    // Likewise the file store's key.
    STORAGE_KEY: Buffer.alloc(32, 9).toString("base64"),
    ...unitTestEnv(dir),
  });
  return async () => {
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };
}
