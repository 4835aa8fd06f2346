// One contract, two stores: local disk (the default) and an S3-compatible bucket (s3rver on
// loopback). Every case runs against both, so the site behaves the same whichever is configured.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EncryptedStore } from "@/lib/core/storage/encrypted";
import { keyring } from "@/lib/core/storage/encryption";
import { newFileKey, type FileStore } from "@/lib/core/storage/file-store";
import { LocalDiskStore } from "@/lib/core/storage/local-disk";
import { S3Store } from "@/lib/core/storage/s3";
import { S3_BUCKET, S3_CREDENTIALS, startS3Server, type S3Server } from "./support/s3";

const PREFIX = "site-a/";
const MiB = 1024 * 1024;
const dirs: string[] = [];
let s3: S3Server;

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "store-"));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const KEYS = () => keyring("q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=");
const s3Store = () =>
  new S3Store({
    bucket: S3_BUCKET,
    prefix: PREFIX,
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: S3_CREDENTIALS,
    scratchDir: tempDir(),
  });
// The site runs each store under encryption (lib/core/storage/index.ts); the contract holds for both layers.
const stores: [string, () => FileStore][] = [
  ["local disk", () => new LocalDiskStore(tempDir())],
  ["S3", s3Store],
  ["local disk, encrypted", () => new EncryptedStore(new LocalDiskStore(tempDir()), KEYS)],
  ["S3, encrypted", () => new EncryptedStore(s3Store(), KEYS)],
];

async function read(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer | null) => (bytes ? createHash("sha256").update(bytes).digest("hex") : "<missing>");

/** `count` chunks of one MiB each, numbered so a reordered or dropped chunk changes the hash. */
function chunks(count: number): Buffer[] {
  return Array.from({ length: count }, (_, i) => Buffer.alloc(MiB, i + 1));
}

/** A stream that gives `count` MiB and then fails, as a dropped upload does. */
function failingStream(count: number): Readable {
  return Readable.from(
    (function* () {
      yield* chunks(count);
      throw new Error("connection reset");
    })(),
  );
}

describe.each(stores)("the file store contract on %s", (_name, makeStore) => {
  it("saves a stream whole under its key and reads it back", async () => {
    const store = makeStore();
    const key = newFileKey("business", "docx");
    await store.save(key, Readable.from([Buffer.from("part one, "), Buffer.from("part two")]));
    expect((await read(await store.open(key)))?.toString()).toBe("part one, part two");
  });

  it("saves a stream larger than one upload part byte for byte", async () => {
    const store = makeStore();
    const key = newFileKey("newsletter", "png");
    const bytes = Buffer.concat(chunks(11));
    await store.save(key, Readable.from(chunks(11)));
    expect(sha256(await read(await store.open(key)))).toBe(sha256(bytes));
  });

  it("moves a verified scratch file in under its key: the scratch file is gone", async () => {
    const store = makeStore();
    const scratch = path.join(await store.scratchDir(), "upload");
    fs.writeFileSync(scratch, "resume bytes");
    const key = newFileKey("career", "pdf");
    await store.save(key, { path: scratch });
    expect(fs.existsSync(scratch)).toBe(false);
    expect((await read(await store.open(key)))?.toString()).toBe("resume bytes");
  });

  it("answers null for a key with nothing stored", async () => {
    expect(await makeStore().open(newFileKey("career", "pdf"))).toBeNull();
  });

  it("deletes what it stored, and deleting a missing key is no error", async () => {
    const store = makeStore();
    const key = newFileKey("blog", "webp");
    await store.save(key, Readable.from([Buffer.from("image")]));
    await store.delete(key);
    expect(await store.open(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it.each([
    ["before any upload part is full", 1],
    ["after a whole upload part went up", 7],
  ])("keeps nothing when the stream fails %s", async (_when, count) => {
    const store = makeStore();
    const key = newFileKey("career", "pdf");
    await expect(store.save(key, failingStream(count))).rejects.toThrow();
    expect(await store.open(key)).toBeNull();
    expect(fs.readdirSync(await store.scratchDir())).toEqual([]);
  });

  it("lists the files it stores under a prefix, with when they were written", async () => {
    const store = makeStore();
    const before = Date.now() - 2000;
    // The bucket is shared by these cases: look only for this case's own files.
    const blog = newFileKey("blog", "webp");
    const career = newFileKey("career", "pdf");
    await store.save(blog, Readable.from([Buffer.from("image")]));
    await store.save(career, Readable.from([Buffer.from("resume")]));
    const listed = await store.list("blog");
    expect(listed.every((file) => file.key.startsWith("blog/"))).toBe(true);
    const mine = listed.find((file) => file.key === blog);
    expect(mine?.modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect((await store.list("career")).map((file) => file.key)).toContain(career);
    expect(await store.list("feedback-files")).toEqual([]);
    await expect(store.list("../blog")).rejects.toThrow(/Not a file store prefix/);
    expect(await store.folders()).toEqual(expect.arrayContaining(["blog", "career"]));
  });

  it("passes its readiness check", async () => {
    await expect(makeStore().check()).resolves.toBeUndefined();
  });

  it("refuses keys it did not make, so nothing can climb out of its root or prefix", async () => {
    const store = makeStore();
    for (const key of ["../../etc/passwd", "career/../../x.pdf", "/etc/passwd", "career/resume.pdf", ""]) {
      await expect(store.open(key)).rejects.toThrow(/Not a file store key/);
      await expect(store.delete(key)).rejects.toThrow(/Not a file store key/);
      await expect(store.save(key, Readable.from([Buffer.from("x")]))).rejects.toThrow(/Not a file store key/);
    }
  });
});

describe("the S3 store", () => {
  it("keeps objects under its key prefix in the bucket", async () => {
    const [, makeS3] = stores[1] ?? [];
    const key = newFileKey("career", "pdf");
    await makeS3?.().save(key, Readable.from([Buffer.from("pdf")]));
    expect(fs.existsSync(path.join(s3.dataDir, S3_BUCKET, `${PREFIX}${key}._S3rver_object`))).toBe(true);
  });

  it("fails its readiness check when the bucket does not exist", async () => {
    const missing = new S3Store({
      bucket: "no-such-bucket",
      prefix: "",
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: S3_CREDENTIALS,
      scratchDir: tempDir(),
    });
    await expect(missing.check()).rejects.toThrow();
  });
});
