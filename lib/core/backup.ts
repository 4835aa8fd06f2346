// `npm run backup` and `npm run restore`: the database and every stored file in one file,
// encrypted like the files themselves (lib/core/storage/encryption.ts, under STORAGE_KEY, its frames
// bound to the context "backup"). Inside the encryption it is a tar stream: manifest.json (which
// records the app secret's fingerprint, never the secret), the database, then files/<key>.
//  - A restore reads the whole backup (every frame, the manifest against the entries) before it
//    writes a single file or row (./restore-check.ts), and refuses an unencrypted one.
//  - SQLite: better-sqlite3's online backup API copies a consistent snapshot while the site keeps
//    writing; PostgreSQL: pg_dump (one transaction, so also consistent), restored by pg_restore.
//  - Files are read through the store (decrypted) and saved through it on restore, so a restore
//    re-encrypts them under the restoring machine's current key. Each file passes through memory
//    once (tar needs its size first); uploads are bounded (5 MB resumes, re-encoded images).
import { execFile } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import tar from "tar-stream";
import { dialectOf, sqlitePath } from "./db/client";
import { checkBackup, drain, eachEntry, readAll, type Manifest } from "./restore-check";
import { BACKUP_CONTEXT, encryptingStream, type Keyring } from "./storage/encryption";
import type { FileStore } from "./storage/file-store";

const run = promisify(execFile);
const FORMAT = 2;

/** `appSecretId`: this machine's app secret fingerprint (lib/core/tokens.ts), null when it has none. */
export type BackupOptions = {
  databaseUrl: string;
  store: FileStore;
  ring: Keyring;
  file: string;
  appSecretId: string | null;
};
export type BackupSummary = { dialect: "sqlite" | "postgres"; files: number; databaseBytes: number };

/** A consistent copy of the database in `dir`, taken while the site runs. */
async function snapshotDatabase(databaseUrl: string, dir: string): Promise<string> {
  const target = path.join(dir, "database");
  if (dialectOf(databaseUrl) === "postgres") {
    await run("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${target}`,
      `--dbname=${databaseUrl}`,
    ]);
    return target;
  }
  const source = new Database(sqlitePath(databaseUrl), { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  return target;
}

function addEntry(pack: tar.Pack, name: string, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: bytes.length, mode: 0o600 }, bytes, (error) => (error ? reject(error) : resolve())),
  );
}

async function addFileEntry(pack: tar.Pack, name: string, file: string): Promise<void> {
  const { size } = await fsp.stat(file);
  const entry = pack.entry({ name, size, mode: 0o600 });
  await pipeline(fs.createReadStream(file), entry);
}

export async function writeBackup({
  databaseUrl,
  store,
  ring,
  file,
  appSecretId,
}: BackupOptions): Promise<BackupSummary> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "backup-"));
  try {
    const database = await snapshotDatabase(databaseUrl, dir);
    const keys: string[] = [];
    for (const folder of await store.folders()) keys.push(...(await store.list(folder)).map((stored) => stored.key));
    const dialect = dialectOf(databaseUrl);
    const manifest: Manifest = {
      format: FORMAT,
      dialect,
      createdAt: new Date().toISOString(),
      files: keys,
      appSecretId,
    };
    const pack = tar.pack();
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    const written = pipeline(
      encryptingStream(pack as unknown as AsyncIterable<Buffer>, ring, BACKUP_CONTEXT),
      fs.createWriteStream(partial, { mode: 0o600 }),
    );
    const filled = (async () => {
      await addEntry(pack, "manifest.json", Buffer.from(JSON.stringify(manifest)));
      await addFileEntry(pack, "database", database);
      for (const key of keys) {
        const body = await store.open(key);
        if (body) await addEntry(pack, `files/${key}`, await readAll(body));
      }
      pack.finalize();
    })();
    filled.catch((error: unknown) => pack.destroy(error as Error));
    await Promise.all([written, filled]);
    await fsp.rename(partial, file);
    return { dialect, files: keys.length, databaseBytes: (await fsp.stat(database)).size };
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** The database must be empty: a restore never overwrites a site's data. */
async function assertEmptyTarget(databaseUrl: string): Promise<void> {
  if (dialectOf(databaseUrl) === "postgres") {
    const { stdout } = await run("psql", [
      "--no-psqlrc",
      "--tuples-only",
      "--no-align",
      `--dbname=${databaseUrl}`,
      "--command=SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()",
    ]);
    if (Number(stdout.trim()) > 0) throw new Error("The PostgreSQL database is not empty; restore into an empty one.");
    return;
  }
  const target = sqlitePath(databaseUrl);
  if (fs.existsSync(target) && fs.statSync(target).size > 0)
    throw new Error(`${target} exists; restore onto an empty machine (move it away first).`);
}

async function restoreDatabase(databaseUrl: string, dumped: string): Promise<void> {
  if (dialectOf(databaseUrl) === "postgres") {
    await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${databaseUrl}`, dumped]);
    return;
  }
  const target = sqlitePath(databaseUrl);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  await fsp.copyFile(dumped, target, fs.constants.COPYFILE_EXCL);
}

export type RestoreOptions = BackupOptions;

/**
 * Two passes over a private copy of the backup (so it cannot change between them): the first reads
 * and checks all of it, keeping only the database aside; the second, once all is known good, saves
 * the files through the store (re-encrypted under this machine's key and bound to their names).
 */
export async function restoreBackup({
  databaseUrl,
  store,
  ring,
  file,
  appSecretId,
}: RestoreOptions): Promise<BackupSummary> {
  await assertEmptyTarget(databaseUrl);
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "restore-"));
  try {
    const copy = path.join(dir, "backup");
    await fsp.copyFile(file, copy);
    const dumped = path.join(dir, "database");
    const manifest = await checkBackup({ file: copy, ring, dialect: dialectOf(databaseUrl), appSecretId, dumped });
    let files = 0;
    await eachEntry(copy, ring, async (name, entry) => {
      if (!name.startsWith("files/")) return drain(entry);
      await store.save(name.slice("files/".length), Readable.from([await readAll(entry)]));
      files += 1;
    });
    await restoreDatabase(databaseUrl, dumped);
    return { dialect: manifest.dialect, files, databaseBytes: (await fsp.stat(dumped)).size };
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}
