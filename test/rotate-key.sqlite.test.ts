// `npm run rotate-key` (issue 23, item 11) and the stored files' integrity (item 5): a file's
// ciphertext does not open under another name; a plain file is read until the move is recorded;
// a rotation stopped in the middle of a file is finished by a second run, on local disk and in an
// S3-compatible bucket (s3rver), with nothing lost and nothing encrypted twice.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileStore } from "@/lib/core/storage";
import { EncryptedStore } from "@/lib/core/storage/encrypted";
import { BACKUP_CONTEXT, decryptBuffer, encryptBuffer, formOf, keyring, type Keyring } from "@/lib/core/storage/encryption";
import { newFileKey, type FileStore } from "@/lib/core/storage/file-store";
import { LocalDiskStore } from "@/lib/core/storage/local-disk";
import { rotateKey } from "@/lib/core/storage/rotate";
import { S3Store } from "@/lib/core/storage/s3";
import { S3_BUCKET, S3_CREDENTIALS, startS3Server, type S3Server } from "./support/s3";
import { db, uploadDir } from "./support/wizard";

const OLD = randomBytes(32).toString("base64");
const NEW = randomBytes(32).toString("base64");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rotate-key-"));
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  await db.siteSetting.deleteMany({ where: { key: "storage-format" } });
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

const npm = (args: string[], env: Record<string, string>) => promisify(execFile)("npm", ["run", "--silent", ...args], { env: { ...process.env, ...env } });

async function read(stream: Readable | null): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function everyFile(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of await store.folders()) keys.push(...(await store.list(folder)).map((file) => file.key));
  return keys.sort();
}

async function* cutShort(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let seen = 0;
  for await (const chunk of source) {
    seen += chunk.length;
    if (seen >= 40_000) throw new Error("killed in the middle of the file");
    yield chunk;
  }
}

/** A store whose `failAt`-th save dies half-way through the file, as a killed process would. */
function dyingAt(inner: FileStore, failAt: number): FileStore {
  let saves = 0;
  return {
    ...Object.fromEntries((["scratchDir", "open", "delete", "check", "list", "folders"] as const).map((name) => [name, inner[name].bind(inner)])),
    save: async (key, source) => {
      if (++saves !== failAt || !("pipe" in source)) return inner.save(key, source);
      return inner.save(key, Readable.from(cutShort(source)));
    },
  } as FileStore;
}

const localStore = () => new LocalDiskStore(fs.mkdtempSync(path.join(dir, "disk-")));
const bucketStore = () =>
  new S3Store({
    bucket: S3_BUCKET,
    prefix: `rotate-${randomBytes(4).toString("hex")}/`,
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: S3_CREDENTIALS,
    scratchDir: fs.mkdtempSync(path.join(dir, "scratch-")),
  });

describe("stored files are bound to their names (item 5)", () => {
  it("refuses a stored file's ciphertext copied under another file's name", async () => {
    const [first, second] = [newFileKey("career", "pdf"), newFileKey("career", "pdf")];
    await fileStore.save(first, Readable.from([Buffer.from("%PDF-1.4 the real resume")]));
    await fileStore.save(second, Readable.from([Buffer.from("%PDF-1.4 another resume")]));
    fs.copyFileSync(path.join(uploadDir, first), path.join(uploadDir, second));
    try {
      await expect(read(await fileStore.open(second))).rejects.toThrow(
        "Encrypted file was changed or does not belong under this name (frame 0 fails its check)",
      );
      expect((await read(await fileStore.open(first))).toString()).toBe("%PDF-1.4 the real resume");
    } finally {
      // The project's upload directory is shared: a backup test after this one must not meet the moved file.
      await Promise.all([fileStore.delete(first), fileStore.delete(second)]);
    }
  });
});

describe.each([
  ["local disk", localStore],
  ["S3 (s3rver)", bucketStore],
])("npm run rotate-key's rotation on %s (item 11)", (_name, makeStore) => {
  it("finishes on a second run after dying in the middle of a file: every file and backup under the new key, none lost, none encrypted twice", async () => {
    const raw = makeStore();
    const old = new EncryptedStore(raw, () => keyring(OLD));
    const plain = new Map<string, Buffer>();
    for (let i = 0; i < 6; i++) {
      const key = newFileKey(i % 2 ? "career" : "newsletter", "pdf");
      plain.set(key, randomBytes(70_000 + i));
      // Half written under the old key, half before encryption (plain).
      await (i < 3 ? old : raw).save(key, Readable.from([plain.get(key) ?? Buffer.alloc(0)]));
    }
    const backups = fs.mkdtempSync(path.join(dir, "backups-"));
    const backupPlain = randomBytes(100_000);
    fs.writeFileSync(path.join(backups, "site.bak"), await encryptBuffer(backupPlain, keyring(OLD), BACKUP_CONTEXT));
    const ring: Keyring = keyring(NEW, [OLD]);
    const logged: string[] = [];
    const dying = (line: string) => {
      logged.push(line);
      if (line.startsWith("could not")) throw new Error("the process died");
    };

    await expect(rotateKey({ store: dyingAt(raw, 3), ring, backupDirs: [backups], log: dying })).rejects.toThrow("the process died");
    expect(logged.filter((line) => line.startsWith("re-encrypted"))).toHaveLength(2);
    // Half-way: nothing lost, the file being written when it died is still the old one.
    expect(await everyFile(raw)).toEqual([...plain.keys()].sort());
    const both = new EncryptedStore(
      raw,
      () => ring,
      () => true,
    );
    for (const [key, bytes] of plain) expect((await read(await both.open(key))).equals(bytes), key).toBe(true);

    const rerun = await rotateKey({ store: raw, ring, backupDirs: [backups], log: () => undefined });
    expect(rerun).toEqual({ files: 4, backups: 1, unchanged: 2, failed: [] });
    const newOnly = new EncryptedStore(raw, () => keyring(NEW));
    for (const [key, bytes] of plain) {
      expect(formOf((await read(await raw.open(key))).subarray(0, 16))).toEqual({ form: "current", keyId: keyring(NEW).current.id.toString("hex") });
      expect((await read(await newOnly.open(key))).equals(bytes), key).toBe(true);
    }
    expect(await everyFile(raw)).toEqual([...plain.keys()].sort());
    expect((await decryptBuffer(fs.readFileSync(path.join(backups, "site.bak")), keyring(NEW), BACKUP_CONTEXT)).equals(backupPlain)).toBe(true);
    expect(fs.readdirSync(backups)).toEqual(["site.bak"]);
    // A third run finds nothing left to do.
    expect(await rotateKey({ store: raw, ring, backupDirs: [backups], log: () => undefined })).toEqual({ files: 0, backups: 0, unchanged: 7, failed: [] });
  }, 120_000);
});

describe("npm run rotate-key (items 5 and 11)", () => {
  it("re-encrypts the site's files under the new key, records the move, and from then on a plain stored file is refused", async () => {
    const uploads = path.join(dir, "site-uploads");
    const varDir = path.join(dir, "site-var");
    const siteOld = new EncryptedStore(new LocalDiskStore(uploads), () => keyring(OLD));
    const resume = newFileKey("career", "pdf");
    await siteOld.save(resume, Readable.from([Buffer.from("%PDF-1.4 encrypted under the old key")]));
    const legacy = newFileKey("career", "pdf");
    fs.mkdirSync(path.join(uploads, "career"), { recursive: true });
    fs.writeFileSync(path.join(uploads, legacy), "%PDF-1.4 stored before encryption");
    // Before the move, the site still reads a plain file (its own store, its own marker check).
    const site = new EncryptedStore(new LocalDiskStore(uploads), () => keyring(OLD), (await import("@/lib/core/storage/migration")).acceptsLegacyUntilMigrated);
    expect((await read(await site.open(legacy))).toString()).toBe("%PDF-1.4 stored before encryption");

    const run = await npm(["rotate-key"], { UPLOAD_DIR: uploads, VAR_DIR: varDir, STORAGE_KEY: NEW, STORAGE_KEYS_OLD: OLD });
    expect(run.stdout.trim().split("\n").at(-1)).toBe(
      "[rotate-key] 2 files and 0 backups re-encrypted, 0 already under the current key; every file is under the current key: STORAGE_KEYS_OLD can be emptied",
    );
    expect(JSON.parse((await db.siteSetting.findUniqueOrThrow({ where: { key: "storage-format" } })).value)).toMatchObject({
      format: 2,
      keyId: keyring(NEW).current.id.toString("hex"),
    });
    const newOnly = new EncryptedStore(new LocalDiskStore(uploads), () => keyring(NEW));
    expect((await read(await newOnly.open(resume))).toString()).toBe("%PDF-1.4 encrypted under the old key");
    expect((await read(await newOnly.open(legacy))).toString()).toBe("%PDF-1.4 stored before encryption");

    const dropped = newFileKey("career", "pdf");
    fs.writeFileSync(path.join(uploads, dropped), "%PDF-1.4 an attacker's plain file");
    // Refused: it opens as a missing file would (and is logged), never as its bytes.
    expect(await site.open(dropped)).toBeNull();
  }, 120_000);
});
