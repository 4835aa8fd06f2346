import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { config } from "./lib/core/config";

// The CLI runs the schema engine as WebAssembly through this adapter: no engine download needed.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  async adapter() {
    // DATABASE_URL checked by lib/core/config.ts: a URL of another database stops here. On
    // PostgreSQL the CLI gets the pg adapter (it must not take the URL for a SQLite file path).
    if (/^postgres(ql)?:\/\//.test(config.databaseUrl)) return new PrismaPg({ connectionString: config.databaseUrl });
    const file = config.databaseUrl.replace(/^file:/, "").replace(/\?.*$/, "");
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    return new PrismaBetterSQLite3({ url: `file:${file}` });
  },
});
