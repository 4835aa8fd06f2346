import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { newFileKey } from "./file-store";
import { LocalDiskStore } from "./local-disk";

const dirs: string[] = [];
function tempRoot(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "store-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function read(stream: Readable | null): Promise<string> {
  if (!stream) return "<missing>";
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

describe("the local-disk file store", () => {
  it("moves a scratch file in under its key, reads it back and deletes it", async () => {
    const store = new LocalDiskStore(tempRoot());
    const scratch = path.join(await store.scratchDir(), "upload");
    fs.writeFileSync(scratch, "resume bytes");
    const key = newFileKey("career", "pdf");
    await store.save(key, { path: scratch });
    expect(fs.existsSync(scratch)).toBe(false);
    expect(await read(await store.open(key))).toBe("resume bytes");
    await store.delete(key);
    expect(await store.open(key)).toBeNull();
    await store.delete(key);
  });

  it("writes a stream whole under its key", async () => {
    const store = new LocalDiskStore(tempRoot());
    const key = newFileKey("business", "docx");
    await store.save(key, Readable.from([Buffer.from("part one, "), Buffer.from("part two")]));
    expect(await read(await store.open(key))).toBe("part one, part two");
  });

  it("refuses keys it did not make, so nothing can climb out of its root", async () => {
    const store = new LocalDiskStore(tempRoot());
    for (const key of ["../../etc/passwd", "career/../../x.pdf", "/etc/passwd", "career/resume.pdf"]) {
      await expect(store.open(key)).rejects.toThrow(/Not a file store key/);
    }
  });

  it("refuses a root under public/", () => {
    const site = tempRoot();
    expect(() => new LocalDiskStore(path.join(site, "public", "uploads"), path.join(site, "public"))).toThrow(/must not live under/);
    expect(() => new LocalDiskStore(path.join(site, "var", "uploads"), path.join(site, "public"))).not.toThrow();
  });

  it("lists the files under a prefix with their modification time, and nothing else", async () => {
    const root = tempRoot();
    const store = new LocalDiskStore(root);
    const key = newFileKey("blog", "webp");
    await store.save(key, Readable.from([Buffer.from("image")]));
    fs.utimesSync(path.join(root, key), new Date("2026-01-02T03:04:05Z"), new Date("2026-01-02T03:04:05Z"));
    fs.writeFileSync(path.join(root, "blog", "notes.txt"), "not a key");
    await store.save(newFileKey("career", "pdf"), Readable.from([Buffer.from("resume")]));
    expect(await store.list("blog")).toEqual([{ key, modifiedAt: new Date("2026-01-02T03:04:05Z") }]);
    expect(await store.list("newsletter")).toEqual([]);
    await expect(store.list("../blog")).rejects.toThrow(/Not a file store prefix/);
  });
});
