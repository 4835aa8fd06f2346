// Runs in the worker before each test file. A project's files share one process (`isolate: false`
// in vitest.config.mts: Next, Prisma and the rest of node_modules load once, not once per file),
// so each file first gets what a process of its own would give it: the environment as the process
// began, the project's environment from its global setup (database, directories), the previous
// file's background work stopped and its database client closed, and fresh copies of the
// project's modules and per-process singletons (lib/core/bridge.mjs).
import { inject, vi } from "vitest";
import { bridge, forgetBridge } from "@/lib/core/bridge.mjs";

const began = Symbol.for("test.environment-as-began");
const holder = globalThis as { [began]?: NodeJS.ProcessEnv };
const initial = (holder[began] ??= { ...process.env });
for (const name of Object.keys(process.env)) if (!(name in initial)) delete process.env[name];
Object.assign(process.env, initial, inject("testEnv"));

await Promise.allSettled(bridge.stops.map((stop) => stop()));
await bridge.db?.$disconnect();
forgetBridge();
vi.resetModules();

declare module "vitest" {
  export interface ProvidedContext {
    testEnv: Record<string, string>;
  }
}
