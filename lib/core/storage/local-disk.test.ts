// What only the local-disk store promises; the contract both stores keep is in
// test/file-store-contract.nodb.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { newFileKey } from "./file-store";
import { LocalDiskStore } from "./local-disk";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempRoot(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "store-"));
  dirs.push(dir);
  return dir;
}

describe("the local-disk file store", () => {
  it("refuses a root under public/", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "store-"));
    dirs.push(site);
    expect(() => new LocalDiskStore(path.join(site, "public", "uploads"), path.join(site, "public"))).toThrow(
      /must not live under/,
    );
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

  it("makes a folder once, and again when it was removed since", async () => {
    const root = tempRoot();
    const store = new LocalDiskStore(root);
    const first = newFileKey("messages", "eml");
    await store.save(first, Readable.from([Buffer.from("one")]));
    fs.rmSync(path.join(root, "messages"), { recursive: true });
    const second = newFileKey("messages", "eml");
    await store.save(second, Readable.from([Buffer.from("two")]));
    expect(fs.readFileSync(path.join(root, second), "utf8")).toBe("two");
    expect((await store.list("messages")).map((file) => file.key)).toEqual([second]);
  });
});
