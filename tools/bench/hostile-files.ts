// Writes the hostile section's request bodies and their right answers (test/support/hostile.ts) into the directory given,
// for the bench, which runs as plain Node: run with `node --import tsx`.
import fs from "node:fs";
import path from "node:path";
import { hostileBenchCases, hostileDocx, hostilePdf } from "../../test/support/hostile";

const dir = process.argv[2];
if (!dir) throw new Error("usage: node --import tsx tools/bench/hostile-files.ts <dir>");
fs.writeFileSync(path.join(dir, "hostile.docx"), hostileDocx());
fs.writeFileSync(path.join(dir, "hostile.pdf"), hostilePdf());
fs.writeFileSync(path.join(dir, "hostile.json"), JSON.stringify(hostileBenchCases()));
