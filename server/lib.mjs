// Helpers shared by the start, test and bench scripts (plain Node, no build step).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { liveServers, withBuildLock } from "./build-guard.mjs";

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

const SOURCE_ENTRIES = [
  "app",
  "components",
  "lib",
  "public",
  "prisma/schema.prisma",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
  "proxy.ts",
  "instrumentation.ts",
];

function* walk(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isFile()) {
    yield entry;
    return;
  }
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
 * (BUILD_TIME_VARIABLES of lib/core/config.ts), so a new SITE_URL rebuilds and a new PORT does not.
 */
export async function buildStamp(env = process.env, sources = sourceHash()) {
  const { BUILD_TIME_VARIABLES } = await configModule();
  return { sources, ...Object.fromEntries(BUILD_TIME_VARIABLES.map((name) => [name, (env[name] ?? "").trim()])) };
}

/** Why the build stamped `built` is not the one `wanted` describes, or null when it is. */
export function buildChange(built, wanted) {
  if (!built) return "there is no finished build";
  const shown = (value) => (value ? JSON.stringify(value) : "unset");
  for (const [name, value] of Object.entries(wanted)) {
    if (name !== "sources" && built[name] !== value)
      return `${name} changed (the build has ${shown(built[name])}, this start ${shown(value)})`;
  }
  return built.sources === wanted.sources ? null : "the sources changed";
}

/** A start or build that would have to rebuild .next while servers serve it. */
export class BuildRefused extends Error {
  name = "BuildRefused";
}

const NEXT_DIR = path.join(root, ".next");
const BUILD_STAMP = path.join(NEXT_DIR, "build-stamp.json");

function readStamp() {
  if (!fs.existsSync(path.join(NEXT_DIR, "BUILD_ID"))) return null;
  try {
    return JSON.parse(fs.readFileSync(BUILD_STAMP, "utf8"));
  } catch {
    return null;
  }
}

/**
 * Makes sure .next is the build `env` describes, then runs `whileLocked` (start.mjs starts its
 * server there): all under the build lock, so starts made together build once and the others
 * serve that build. Never rebuilds while a server serves .next: throws BuildRefused with the one
 * line to print. `existing`: serve the build that is there, whatever it was made for.
 */
export async function ensureBuild(
  env = process.env,
  { whileLocked = async () => {}, existing = false, tag = "[start]" } = {},
) {
  await checkConfig(env);
  const wanted = await buildStamp(env);
  const onWait = (pid) => console.log(`${tag} waiting for another start or build (pid ${pid}) to finish with .next`);
  return withBuildLock(
    root,
    async () => {
      const change = buildChange(readStamp(), wanted);
      if (existing) {
        if (!fs.existsSync(path.join(NEXT_DIR, "BUILD_ID")))
          throw new Error("no production build in .next: run `node server/build.mjs` first");
        console.log(`${tag} serving the existing build as it is`);
      } else if (!change) {
        console.log(`${tag} production build is current, not rebuilding`);
      } else {
        const live = liveServers(root);
        if (live.length > 0) {
          const ports = live.map((server) => server.port).join(", ");
          throw new BuildRefused(
            `${tag} not rebuilding .next under running servers: ${change} since the build that the servers on port${live.length > 1 ? "s" : ""} ${ports} serve; stop them, then run \`npm run build\` or \`npm start\``,
          );
        }
        console.log(`${tag} building (${change})`);
        await run(bin("next"), ["build", "--webpack"], { env: { NEXT_TELEMETRY_DISABLED: "1", ...env } });
        const { precompressStatic } = await import("./static-brotli.mjs");
        console.log(`[build] brotli copies of ${precompressStatic(NEXT_DIR)} static files`);
        fs.writeFileSync(BUILD_STAMP, JSON.stringify(wanted));
      }
      return whileLocked();
    },
    { onWait },
  );
}
