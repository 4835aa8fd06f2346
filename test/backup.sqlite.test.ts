// `npm run backup` on the running site's database and files, then `npm run restore` on an empty
// machine (its own database path, upload directory and a new key, the old one kept readable):
// every row of every table and every file comes back the same.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { RESUME_SEARCH_INDEX } from "@/lib/core/db/dialect";
import { afterAll, describe, expect, it } from "vitest";
import { sqlitePath } from "@/lib/core/db/client";
import { fileStore } from "@/lib/core/storage";
import { EncryptedStore } from "@/lib/core/storage/encrypted";
import { keyring, MAGIC } from "@/lib/core/storage/encryption";
import { newFileKey, type FileStore } from "@/lib/core/storage/file-store";
import { LocalDiskStore } from "@/lib/core/storage/local-disk";
import { seedPerson } from "./support/person";
import { db } from "./support/wizard";

const APP_SECRET = randomBytes(24).toString("hex");
const machine = fs.mkdtempSync(path.join(os.tmpdir(), "restore-machine-"));
const backupFile = path.join(machine, "site.bak");
afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(machine, { recursive: true, force: true });
});

const npm = (args: string[], env: Record<string, string>) => promisify(execFile)("npm", ["run", "--silent", ...args], { env: { ...process.env, ...env } });

/** Every row of every table, in a stable order. */
function dump(file: string): Record<string, unknown[]> {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = database.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as Array<{
      name: string;
    }>;
    // The resume search index's own shadow tables (one has no rowid) are read through the index itself.
    const shadow = (name: string) => name.startsWith(`${RESUME_SEARCH_INDEX.sqliteTable}_`);
    return Object.fromEntries(
      tables.filter(({ name }) => !shadow(name)).map(({ name }) => [name, database.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]),
    );
  } finally {
    database.close();
  }
}

async function files(store: FileStore): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const folder of await store.folders()) {
    for (const { key } of await store.list(folder)) {
      const chunks: Buffer[] = [];
      for await (const chunk of (await store.open(key)) ?? []) chunks.push(chunk as Buffer);
      found.set(key, Buffer.concat(chunks).toString("base64"));
    }
  }
  return found;
}

describe("npm run backup <folder> (issue 23, low 16)", () => {
  it("writes a dated backup file into the folder instead of failing with EISDIR", async () => {
    const folder = fs.mkdtempSync(path.join(machine, "into-folder-"));
    const backup = await npm(["backup", folder], {});
    const written = fs.readdirSync(folder);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.bak$/);
    expect(backup.stdout).toContain(`[backup] wrote ${path.join(folder, written[0] ?? "")}:`);
    expect(fs.readFileSync(path.join(folder, written[0] ?? "")).subarray(0, MAGIC.length)).toEqual(MAGIC);
  });
});

describe("backup and restore", () => {
  it("bring every row and every file back on an empty machine, under a new key", async () => {
    await seedPerson(`backup-${Date.now()}@example.com`, randomBytes(300_000), randomBytes(4_000));
    const newsletterImage = newFileKey("newsletter", "png");
    await fileStore.save(newsletterImage, Readable.from([randomBytes(70_000)]));
    const oldKey = fs.readFileSync(path.join(process.env.VAR_DIR ?? "", "storage-key"), "utf8").trim();

    const backup = await npm(["backup", backupFile], { APP_SECRET });
    expect(backup.stdout).toMatch(/\[backup\] wrote .*site\.bak: the sqlite database \(\d+ bytes\) and \d+ files, encrypted/);
    const raw = fs.readFileSync(backupFile);
    expect(raw.subarray(0, MAGIC.length)).toEqual(MAGIC);
    expect(raw.includes(Buffer.from("SQLite format 3"))).toBe(false);

    const newKey = randomBytes(32).toString("base64");
    const target = {
      DATABASE_URL: `file:${path.join(machine, "var", "data.db")}`,
      UPLOAD_DIR: path.join(machine, "uploads"),
      VAR_DIR: path.join(machine, "var"),
      STORAGE_KEY: newKey,
      STORAGE_KEYS_OLD: oldKey,
      APP_SECRET,
    };
    const restore = await npm(["restore", backupFile], target);
    expect(restore.stdout).toMatch(/\[restore\] restored the sqlite database/);

    expect(dump(path.join(machine, "var", "data.db"))).toEqual(dump(sqlitePath(process.env.DATABASE_URL ?? "")));
    // The restored files are re-encrypted under the new key alone.
    const restored = new EncryptedStore(new LocalDiskStore(target.UPLOAD_DIR), () => keyring(newKey));
    const expected = await files(fileStore);
    expect(expected.size).toBeGreaterThanOrEqual(4);
    expect(await files(restored)).toEqual(expected);

    // A restore never overwrites a machine's data.
    await expect(npm(["restore", backupFile], target)).rejects.toMatchObject({ stderr: expect.stringMatching(/exists; restore onto an empty machine/) });
    // Without the key the backup was written with, nothing is restored.
    const keyless = { ...target, DATABASE_URL: `file:${path.join(machine, "other.db")}`, STORAGE_KEYS_OLD: "" };
    await expect(npm(["restore", backupFile], keyless)).rejects.toMatchObject({
      stderr: expect.stringMatching(/encrypted under the storage key with id [0-9a-f]{16}, which this machine does not have/),
    });
    expect(fs.existsSync(path.join(machine, "other.db"))).toBe(false);
  }, 180_000);
});
