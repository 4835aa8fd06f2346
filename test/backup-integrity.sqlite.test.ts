// What a restore refuses before it writes a single row or file (issue 23, items 5 and 10): a plain
// (unencrypted) backup, a backup with one changed byte, a manifest that lists a file the backup does
// not hold, and a machine without the old APP_SECRET or storage key, each said in one line.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlitePath } from "@/lib/core/db/client";
import { fileStore } from "@/lib/core/storage";
import { BACKUP_CONTEXT, encryptBuffer, keyring } from "@/lib/core/storage/encryption";
import { newFileKey } from "@/lib/core/storage/file-store";
import { db } from "./support/wizard";

const APP_SECRET = randomBytes(24).toString("hex");
const machine = fs.mkdtempSync(path.join(os.tmpdir(), "restore-checks-"));
const backupFile = path.join(machine, "site.bak");
let oldKey = "";
afterAll(async () => {
  await db.$disconnect();
  fs.rmSync(machine, { recursive: true, force: true });
});

const npm = (args: string[], env: Record<string, string>) => promisify(execFile)("npm", ["run", "--silent", ...args], { env: { ...process.env, ...env } });

let targets = 0;
/** An empty machine of its own: database path, upload directory, var/. */
function emptyMachine(env: Record<string, string> = {}) {
  const dir = path.join(machine, `target-${++targets}`);
  return {
    dir,
    env: {
      DATABASE_URL: `file:${path.join(dir, "var", "data.db")}`,
      UPLOAD_DIR: path.join(dir, "uploads"),
      VAR_DIR: path.join(dir, "var"),
      STORAGE_KEY: oldKey,
      APP_SECRET,
      ...env,
    },
  };
}

/** Every regular file the target machine holds (its database, its uploads, its var/). */
const written = (dir: string) =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(dir, name)).isFile()) : [];

async function restoreFails(file: string, env: Record<string, string>): Promise<string> {
  const failed = await npm(["restore", file], env).then(
    () => null,
    (error: { stderr: string }) => error.stderr,
  );
  expect(failed, "the restore must fail").not.toBeNull();
  return (failed ?? "")
    .split("\n")
    .filter((line) => line.startsWith("[restore]"))
    .join("\n");
}

/** A restore of `file` on an empty machine, which must fail and leave that machine without a file: what it printed. */
async function failsLeavingNothing(file: string, env: Record<string, string> = {}): Promise<string> {
  const target = emptyMachine(env);
  const printed = await restoreFails(file, target.env);
  expect(written(target.dir)).toEqual([]);
  return printed;
}

/** A tar in the backup's layout, with whatever manifest and files the caller gives. */
async function tarOf(entries: Array<[string, Buffer]>): Promise<Buffer> {
  const pack = tar.pack();
  for (const [name, bytes] of entries) pack.entry({ name, size: bytes.length }, bytes);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack as unknown as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function databaseHoldingAnOperator(): Promise<Buffer> {
  await db.user.create({ data: { email: `mallory-${Date.now()}@example.com`, name: "Mallory", passwordHash: "$argon2id$attacker", role: "operator" } });
  const copy = path.join(machine, `db-${Date.now()}.sqlite`);
  const source = new Database(sqlitePath(process.env.DATABASE_URL ?? ""), { readonly: true });
  await source.backup(copy);
  source.close();
  return fs.readFileSync(copy);
}

beforeAll(async () => {
  const key = newFileKey("career", "pdf");
  await fileStore.save(key, Readable.from([randomBytes(200_000)]));
  await fileStore.save(newFileKey("newsletter", "png"), Readable.from([randomBytes(90_000)]));
  oldKey = fs.readFileSync(path.join(process.env.VAR_DIR ?? "", "storage-key"), "utf8").trim();
  await npm(["backup", backupFile], { APP_SECRET });
}, 120_000);

describe("restore checks the whole backup before it writes anything", () => {
  it("refuses a hand-made plain backup holding an attacker's operator account, under any key (item 5)", async () => {
    const manifest = { format: 1, dialect: "sqlite", createdAt: new Date().toISOString(), files: [] };
    const plain = path.join(machine, "plain.bak");
    fs.writeFileSync(
      plain,
      await tarOf([
        ["manifest.json", Buffer.from(JSON.stringify(manifest))],
        ["database", await databaseHoldingAnOperator()],
      ]),
    );
    expect(await failsLeavingNothing(plain)).toBe("[restore] failed The file is not an encrypted backup (it has no header): refused, nothing was restored.");
  }, 120_000);

  it("writes no row and no file from a backup with one changed byte in its last frame (item 5)", async () => {
    const damaged = path.join(machine, "damaged.bak");
    const bytes = fs.readFileSync(backupFile);
    bytes[bytes.length - 40] = (bytes[bytes.length - 40] ?? 0) ^ 0x10;
    fs.writeFileSync(damaged, bytes);
    expect(await failsLeavingNothing(damaged)).toMatch(
      /^\[restore\] failed Encrypted file was changed or does not belong under this name \(frame \d+ fails its check\)$/,
    );
    // The same backup, untouched, restores.
    const intact = emptyMachine();
    expect((await npm(["restore", backupFile], intact.env)).stdout).toMatch(/\[restore\] restored the sqlite database \(\d+ bytes\) and \d+ files/);
    expect(written(intact.dir).filter((name) => name.startsWith("uploads/")).length).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it("writes nothing when the manifest lists a file the backup does not hold (item 5)", async () => {
    const kept = newFileKey("career", "pdf");
    const manifest = { format: 2, dialect: "sqlite", createdAt: new Date().toISOString(), files: [kept, newFileKey("career", "pdf")], appSecretId: null };
    const contents = await tarOf([
      ["manifest.json", Buffer.from(JSON.stringify(manifest))],
      ["database", await databaseHoldingAnOperator()],
      [`files/${kept}`, randomBytes(1_000)],
    ]);
    const short = path.join(machine, "short.bak");
    fs.writeFileSync(short, await encryptBuffer(contents, keyring(oldKey), BACKUP_CONTEXT));
    expect(await failsLeavingNothing(short)).toBe("[restore] failed The backup is incomplete: 1 files against the 2 its manifest lists; nothing was restored.");
  }, 120_000);

  it("says in one line that the old APP_SECRET is missing, and restores nothing (item 10)", async () => {
    const wrong = emptyMachine({ APP_SECRET: randomBytes(24).toString("hex") });
    expect(await restoreFails(backupFile, wrong.env)).toMatch(
      /^\[restore\] failed The backup was made under another APP_SECRET \(fingerprint [0-9a-f]{16}; this machine's is [0-9a-f]{16}\): set APP_SECRET to the old machine's value, or copy its var\/app-secret, then restore again \(operators' second factors are sealed with it\)\.$/,
    );
    expect(written(wrong.dir).filter((name) => !name.startsWith("var/storage-key"))).toEqual([]);
    expect(await failsLeavingNothing(backupFile, { APP_SECRET: "" })).toMatch(/this machine's is not set\): set APP_SECRET to the old machine's value/);
  }, 120_000);

  it("says in one line that the old storage key is missing, and restores nothing (item 10)", async () => {
    expect(await failsLeavingNothing(backupFile, { STORAGE_KEY: randomBytes(32).toString("base64") })).toMatch(
      /^\[restore\] failed The backup is encrypted under the storage key with id [0-9a-f]{16}, which this machine does not have: set STORAGE_KEYS_OLD \(or STORAGE_KEY\) to the old machine's STORAGE_KEY, or copy its var\/storage-key, then restore again\.$/,
    );
  }, 120_000);
});
