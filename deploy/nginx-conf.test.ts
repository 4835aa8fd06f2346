// The nginx configuration README shows is the file e2e/nginx.spec.ts runs: the two never drift.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

describe("deploy/nginx.conf", () => {
  it("stands in README.md word for word", () => {
    const readme = fs.readFileSync("README.md", "utf8");
    const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBe(fs.readFileSync("deploy/nginx.conf", "utf8"));
  });
});
