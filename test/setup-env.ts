// Each test project's global setup provides its environment (database, directories); it is set
// here, in the worker, before any test file imports lib/core/config.
import { inject } from "vitest";

Object.assign(process.env, inject("testEnv"));

declare module "vitest" {
  export interface ProvidedContext {
    testEnv: Record<string, string>;
  }
}
