// The rooms of the project and the imports between them, drawn for docs/architecture.md.
//   node tools/architecture-map.mjs            a Mermaid drawing: rooms as boxes, imports as arrows (with counts)
//   node tools/architecture-map.mjs --rooms    each room, its files and lines
//   node tools/architecture-map.mjs --folders FILE...   the folders a walk through FILE... crosses
// A room is a folder a newcomer looks for: app/<group or api>, components/<part>, lib/<tier> (each
// feature of lib/features its own), server, commands, tools, and the root files (instrumentation.ts,
// proxy.ts). Tests, the generated Prisma client and type declarations are left out.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { resolveSpecifier, root, specifiersOf } from "./import-closure-lib.mjs";

const SOURCE = /\.(ts|tsx|mjs)$/;
const LEFT_OUT = /(\.test\.ts|\.d\.mts|\.d\.ts)$|^lib\/generated\/|^(test|e2e|prisma|deploy|eslint)\//;

export function roomOf(file) {
  const parts = file.split("/");
  if (parts.length === 1) return "root";
  if (parts[0] === "app") return parts[1] === "api" || parts[1].startsWith("(") ? `app/${parts[1]}` : "app";
  if (parts[0] === "components") return `components/${parts[1]}`;
  if (parts[0] === "lib") return parts[1] === "features" ? `lib/features/${parts[2]}` : `lib/${parts[1]}`;
  return parts[0];
}

export function sourceFiles() {
  return execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => SOURCE.test(file) && !LEFT_OUT.test(file) && fs.existsSync(path.join(root, file)));
}

/** Room → room → how many imports point that way. */
export function roomArrows(files = sourceFiles()) {
  const arrows = new Map();
  for (const file of files) {
    const from = roomOf(file);
    for (const specifier of specifiersOf(path.join(root, file))) {
      const target = resolveSpecifier(specifier, path.join(root, file));
      if (!target) continue;
      const to = roomOf(path.relative(root, target));
      if (to === from) continue;
      const key = `${from} --> ${to}`;
      arrows.set(key, (arrows.get(key) ?? 0) + 1);
    }
  }
  return arrows;
}

const id = (room) => room.replace(/[^a-z0-9]+/gi, "_");

function mermaid() {
  const arrows = roomArrows();
  // Features are many: drawn as one box, "lib/features", so the drawing stays readable.
  const merged = new Map();
  for (const [key, count] of arrows) {
    const [from, to] = key.split(" --> ").map((room) => (room.startsWith("lib/features/") ? "lib/features" : room));
    if (from === to) continue;
    merged.set(`${from} --> ${to}`, (merged.get(`${from} --> ${to}`) ?? 0) + count);
  }
  const lines = ["flowchart LR"];
  for (const [key, count] of [...merged].sort()) {
    const [from, to] = key.split(" --> ");
    lines.push(`  ${id(from)}["${from}"] -->|${count}| ${id(to)}["${to}"]`);
  }
  return lines.join("\n");
}

function rooms() {
  const byRoom = new Map();
  for (const file of sourceFiles()) {
    const lines = fs.readFileSync(path.join(root, file), "utf8").split("\n").length;
    const room = byRoom.get(roomOf(file)) ?? { files: 0, lines: 0 };
    byRoom.set(roomOf(file), { files: room.files + 1, lines: room.lines + lines });
  }
  return [...byRoom]
    .sort()
    .map(([room, { files, lines }]) => `${room}\t${files} files\t${lines} lines`)
    .join("\n");
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === "--rooms") console.log(rooms());
else if (mode === "--folders") {
  const folders = [...new Set(rest.map((file) => path.dirname(file)))];
  console.log(`${folders.length} folders: ${folders.join(", ")}`);
} else console.log(mermaid());
