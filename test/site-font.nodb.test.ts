// The site's font (#39, tools/subset-font.mjs): the committed file is what the script makes from the
// geist package's font, and it holds every character the site's own texts draw, so no sentence of
// ours falls back to another font mid-word.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_FONT, SOURCE_FONT, SUBSET_TEXT, subsetSiteFont } from "../tools/subset-font.mjs";

/** Every file under `dir` whose name ends with one of `endings`, tests apart. */
function sources(dir: string, endings: string[]): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).flatMap((name) => {
    const file = path.join(dir, name);
    return endings.some((ending) => name.endsWith(ending)) && !name.endsWith(".test.ts") && fs.statSync(file).isFile() ? [file] : [];
  });
}

describe("the site's font", () => {
  it("is the script's cut of the geist package's font, and less than a third of it", async () => {
    const committed = fs.readFileSync(SITE_FONT);
    expect(Buffer.compare(committed, await subsetSiteFont()), "run node tools/subset-font.mjs").toBe(0);
    expect(committed.length).toBeLessThan(fs.statSync(SOURCE_FONT).size / 3);
  });

  it("holds every character the site's pages, components, content and seeded records write", () => {
    const files = ["app", "components", "lib/content", "prisma"].flatMap((dir) => sources(dir, [".ts", ".tsx", ".md"]));
    expect(files.length).toBeGreaterThan(100);
    const written = new Set<string>();
    for (const file of files) for (const char of fs.readFileSync(file, "utf8")) if (char >= " " && char !== "\u007f") written.add(char);
    const held = new Set(SUBSET_TEXT);
    expect([...written].filter((char) => !held.has(char))).toEqual([]);
    // The few beyond Latin-1 that the texts use today.
    for (const char of "–—’“”…₹←→") expect(held.has(char)).toBe(true);
  });
});
