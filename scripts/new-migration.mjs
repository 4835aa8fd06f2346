// `npm run db:new-migration -- <name>`: writes the SQL that takes the last committed schema to
// the working one (prisma migrate dev cannot run with the JS engine's shadow database).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bin, root } from "./lib.mjs";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_");
if (!name) {
  console.error("usage: npm run db:new-migration -- <name>");
  process.exit(1);
}
const old = path.join(os.tmpdir(), `schema-head-${process.pid}.prisma`);
fs.writeFileSync(old, execFileSync("git", ["show", "HEAD:prisma/schema.prisma"], { cwd: root }));
const sql = execFileSync(
  bin("prisma"),
  ["migrate", "diff", "--from-schema-datamodel", old, "--to-schema-datamodel", "prisma/schema.prisma", "--script"],
  { cwd: root, encoding: "utf8" },
);
fs.rmSync(old);
if (!/\b(CREATE|ALTER|DROP|INSERT|PRAGMA)\b/.test(sql)) {
  console.log("No schema changes since HEAD.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(root, "prisma", "migrations", `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, "migration.sql"), sql);
console.log(`Wrote ${path.relative(root, dir)}/migration.sql`);
