// What a start prints (item 6 of #22): the database step runs Prisma's CLI without its driver-adapter
// warning and says in one line which database it migrated and what it applied; the database and
// mail lines never show a password.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain-Node script without types
import { describeDatabase, describeMail, describeMigrations } from "../server/start-summary.mjs";

const database = describeDatabase as (url: string) => string;
const mail = describeMail as (config: { smtpUrl: string; mailDir: string }) => string;
const migrations = describeMigrations as (applied: string[]) => string;
const MIGRATIONS = fs
  .readdirSync("prisma/migrations")
  .filter((name) => fs.existsSync(path.join("prisma/migrations", name, "migration.sql")))
  .sort();

describe("npm run db:prepare on a new SQLite file", () => {
  it("prints no Prisma warning, one line naming the database and the migrations applied, then that it is current", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clean-start-"));
    const prepare = () =>
      spawnSync(process.execPath, ["server/prepare-db.mjs"], {
        encoding: "utf8",
        env: {
          ...process.env,
          DATABASE_URL: `file:${dir}/site.db`,
          VAR_DIR: path.join(dir, "var"),
          UPLOAD_DIR: path.join(dir, "uploads"),
          OPERATOR_EMAIL: "",
          OPERATOR_PASSWORD: "",
        },
        timeout: 120_000,
      });
    try {
      const first = prepare();
      expect(first.status).toBe(0);
      const output = first.stdout + first.stderr;
      expect(output).not.toContain("WARNING");
      expect(output).not.toContain("Driver Adapter");
      expect(output).not.toContain("Prisma");
      expect(output.trim().split("\n")).toEqual([
        `[db] SQLite ${dir}/site.db: applied ${MIGRATIONS.length} migrations (${MIGRATIONS[0]} … ${MIGRATIONS.at(-1)})`,
        "[storage] new install: every stored file is encrypted, and a file without the encryption header is refused",
        "[seed] blog posts: 33 created",
        "[seed] jobs: 13 created",
        "[seed] done",
      ]);
      const again = prepare();
      expect((again.stdout + again.stderr).trim().split("\n")).toEqual([
        `[db] SQLite ${dir}/site.db: schema is current, no migration to apply`,
        "[db] already seeded",
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});

describe("Prisma's CLI with the driver adapter", () => {
  it("migrates (npx prisma migrate deploy, as an operator may run it) without the warning about the schema's datasource URL", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clean-cli-"));
    try {
      const result = spawnSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: `file:${dir}/site.db` },
        timeout: 120_000,
      });
      const output = result.stdout + result.stderr;
      expect(result.status).toBe(0);
      expect(output).toContain('Datasource "db": SQLite database using driver adapter "@prisma/adapter-better-sqlite3"');
      expect(output).toContain("All migrations have been successfully applied.");
      expect(output).not.toContain("WARNING");
      expect(output).not.toContain("will NOT be used");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});

describe("start summary lines", () => {
  it("names a PostgreSQL database by host, port and name, never its user's password", () => {
    expect(database("postgresql://site:s3cret@db.internal:6543/prod?sslmode=require")).toBe("PostgreSQL db.internal:6543/prod");
    expect(database("postgres://site:s3cret@db.internal/prod")).toBe("PostgreSQL db.internal:5432/prod");
  });

  it("names a SQLite file relative to the project, or absolute outside it", () => {
    expect(database("file:./var/data.db")).toBe("SQLite var/data.db");
    expect(database("file:/srv/site/data.db")).toBe("SQLite /srv/site/data.db");
  });

  it("says where mail goes: the SMTP host without credentials, or the .eml folder", () => {
    expect(mail({ smtpUrl: "smtp://user:pa55@mail.example.com:2525", mailDir: "/x" })).toBe("sent through SMTP mail.example.com:2525");
    expect(mail({ smtpUrl: "smtps://user:pa55@mail.example.com", mailDir: "/x" })).toBe("sent through SMTP mail.example.com:465");
    expect(mail({ smtpUrl: "", mailDir: path.resolve("var/mail") })).toBe("SMTP_URL unset: mail is written as .eml files to var/mail");
  });

  it("sums up the migrations applied in one line", () => {
    expect(migrations([])).toBe("schema is current, no migration to apply");
    expect(migrations(["20260101000000_a"])).toBe("applied 1 migration (20260101000000_a)");
    expect(migrations(["a", "b", "c"])).toBe("applied 3 migrations (a … c)");
  });
});
