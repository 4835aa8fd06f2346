// What only the local-disk store promises; the contract both stores keep is in
// test/file-store-contract.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LocalDiskStore } from "./local-disk";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("the local-disk file store", () => {
  it("refuses a root under public/", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "store-"));
    dirs.push(site);
    expect(() => new LocalDiskStore(path.join(site, "public", "uploads"), path.join(site, "public"))).toThrow(/must not live under/);
    expect(() => new LocalDiskStore(path.join(site, "var", "uploads"), path.join(site, "public"))).not.toThrow();
  });
});
