// Prints the project files each entry loads at run time (see tools/import-closure-lib.mjs).
// Usage: node tools/import-closure.mjs app/api/subscribe/route.ts [more entries...] [--list]
// With several entries, each is reported on its own; --list prints the files as well as the count.
import { importClosure } from "./import-closure-lib.mjs";

const args = process.argv.slice(2);
const list = args.includes("--list");
const entries = args.filter((arg) => arg !== "--list");
if (entries.length === 0) {
  console.error("Usage: node tools/import-closure.mjs <entry.ts> [more entries...] [--list]");
  process.exit(2);
}

for (const entry of entries) {
  const files = importClosure([entry]);
  console.log(`${entry}: ${files.length} files`);
  if (list) for (const file of files) console.log(`  ${file}`);
}
