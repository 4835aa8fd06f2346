// The folders of components/ lend each other parts; a chain of such loans (booking → admin → blog →
// marketing → ...) means a change in one folder reaches pages far away. Parts more than one folder
// uses live in components/ui, so the longest chain of folders stays short.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "..");
const MAX_CHAIN = 4;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const folderOf = (file: string) => file.split("/")[1]!;

/** components/<a> → the other components/ folders its files import from (static or dynamic imports). */
function folderImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles("components")) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    for (const [, specifier] of text.matchAll(/(?:from|import\()\s*["']([^"']+)["']/g)) {
      const target = specifier!.startsWith("@/")
        ? specifier!.slice(2)
        : specifier!.startsWith(".")
          ? path.posix.join(path.posix.dirname(file), specifier!)
          : "";
      if (!target.startsWith("components/") || folderOf(target) === folderOf(file)) continue;
      const edges = graph.get(folderOf(file)) ?? new Set<string>();
      graph.set(folderOf(file), edges.add(folderOf(target)));
    }
  }
  return graph;
}

/** The longest chain of folders, each importing from the next, that visits no folder twice. */
function longestChain(graph: Map<string, Set<string>>): string[] {
  let best: string[] = [];
  const walk = (chain: string[]) => {
    if (chain.length > best.length) best = chain;
    for (const next of graph.get(chain[chain.length - 1]!) ?? []) if (!chain.includes(next)) walk([...chain, next]);
  };
  for (const start of graph.keys()) walk([start]);
  return best;
}

describe("imports between the folders of components/", () => {
  it("finds the longest chain of a graph", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c", "a"])],
      ["c", new Set(["d"])],
    ]);
    expect(longestChain(graph)).toEqual(["a", "b", "c", "d"]);
  });

  it(`form chains of at most ${MAX_CHAIN} folders`, () => {
    const chain = longestChain(folderImports());
    expect(chain.length, chain.join(" → ")).toBeLessThanOrEqual(MAX_CHAIN);
  });
});
