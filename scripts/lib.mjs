// Helpers shared by the start, test and bench scripts (plain Node, no build step).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";

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

/** lib/core/config.ts, the one home of the settings and their schema, loaded through tsx. */
export const configModule = () => tsImport(path.join(root, "lib/core/config.ts"), import.meta.url);

/**
 * The settings `env` describes. A wrong value prints the schema's message (it names each wrong
 * variable) once and ends the process with code 1, before anything is created or served.
 */
export async function checkConfig(env = process.env) {
  try {
    const { loadConfig } = await configModule();
    return loadConfig(env);
  } catch (error) {
    if (error?.name !== "ConfigError") throw error;
    console.error(error.message);
    process.exit(1);
  }
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

/** A hash of the sources a production build is made from. */
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

/**
 * What a build is made from: the sources and the values of the variables baked into it
 * (BUILD_TIME_VARIABLES of lib/core/config.ts), so a new SITE_URL rebuilds.
 */
export async function buildStamp(env = process.env, sources = sourceHash()) {
  const { BUILD_TIME_VARIABLES } = await configModule();
  const hash = createHash("sha256").update(sources);
  for (const name of BUILD_TIME_VARIABLES) hash.update(`\0${name}=${env[name] ?? ""}`);
  return hash.digest("hex");
}

const BUILD_STAMP = path.join(root, ".next", "source-hash");

/** Stops unless a production build exists; never builds. */
export function requireBuild() {
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID"))) throw new Error("no production build in .next: run `node scripts/build.mjs` first");
  console.log("[start] serving the existing build as it is");
}

/** Runs `next build` unless the last build was made from the same sources and build-time settings. */
export async function ensureBuild(env = process.env) {
  await checkConfig(env);
  const hash = await buildStamp(env);
  const built = fs.existsSync(path.join(root, ".next", "BUILD_ID")) && fs.existsSync(BUILD_STAMP);
  if (built && fs.readFileSync(BUILD_STAMP, "utf8") === hash) {
    console.log("[start] production build is current, not rebuilding");
    return;
  }
  await run(bin("next"), ["build", "--webpack"], { env: { NEXT_TELEMETRY_DISABLED: "1", ...env } });
  const { precompressStatic } = await import("./static-brotli.mjs");
  console.log(`[build] brotli copies of ${precompressStatic(path.join(root, ".next"))} static files`);
  fs.writeFileSync(BUILD_STAMP, hash);
}
