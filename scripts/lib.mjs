// Helpers shared by the start, test and bench scripts (plain Node, no build step).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
export const bin = (name) => path.join(root, "node_modules", ".bin", name);

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

const SOURCE_ENTRIES = ["app", "components", "lib", "public", "prisma/schema.prisma", "next.config.ts",
  "package-lock.json", "postcss.config.mjs", "tsconfig.json", "proxy.ts", "instrumentation.ts"];

function* walk(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isFile()) { yield entry; return; }
  for (const name of fs.readdirSync(full).sort()) {
    if (name === "generated" || name.startsWith(".")) continue;
    yield* walk(path.join(entry, name));
  }
}

/** A hash of everything a production build depends on. */
export function sourceHash() {
  const hash = createHash("sha256");
  for (const entry of SOURCE_ENTRIES) {
    for (const file of walk(entry)) {
      hash.update(file);
      hash.update(fs.readFileSync(path.join(root, file)));
    }
  }
  return hash.digest("hex");
}

const BUILD_STAMP = path.join(root, ".next", "source-hash");

export function buildIsCurrent() {
  return fs.existsSync(path.join(root, ".next", "BUILD_ID")) &&
    fs.existsSync(BUILD_STAMP) && fs.readFileSync(BUILD_STAMP, "utf8") === sourceHash();
}

/** Runs `next build` unless the last build was made from the same sources. */
export async function ensureBuild(env = process.env) {
  if (buildIsCurrent()) {
    console.log("[start] production build is current, not rebuilding");
    return;
  }
  const hash = sourceHash();
  await run(bin("next"), ["build", "--webpack"], { env: { NEXT_TELEMETRY_DISABLED: "1", ...env } });
  const { precompressStatic } = await import("./static-brotli.mjs");
  console.log(`[build] brotli copies of ${precompressStatic(path.join(root, ".next"))} static files`);
  fs.writeFileSync(BUILD_STAMP, hash);
}
