import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

// The CLI runs the schema engine as WebAssembly through this adapter: no engine download needed.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  async adapter() {
    const file = (process.env.DATABASE_URL ?? "file:./var/data.db").replace(/^file:/, "").replace(/\?.*$/, "");
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    return new PrismaBetterSQLite3({ url: `file:${file}` });
  },
});
