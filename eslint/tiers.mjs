// The tiers of lib/ (see CONTRIBUTING.md), held by import/no-restricted-paths, which resolves
// both "@/lib/..." and relative specifiers to files before it compares them:
//   core (lib/core)           infrastructure; imports no feature, no runtime, no client code
//   features (lib/features/X) import core and the leaves; another feature only through its index.ts
//   runtime (lib/runtime)     background work (the scheduler, its loops, mail delivery), wired once at
//                             start-up (instrumentation.ts, scripts)
//   leaves (lib/content, lib/validation) client-safe: import nothing server-side
//   client (lib/client)       browser helpers: import only the leaves
// and, outside lib/ (CONTRIBUTING.md: the server, the operator's commands, the tools):
//   server/                   what serves a request: loads no command, tool or test
//   the site (app, components, lib) imports none of server/, commands/, tools/
//   pages, handlers and components (app, components) query the database only through a feature
import fs from "node:fs";
import path from "node:path";

const features = fs
  .readdirSync(path.resolve(import.meta.dirname, "../lib/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverSide = ["./lib/core", "./lib/features", "./lib/runtime", "./lib/generated"];

const zones = [
  {
    target: "./lib/core",
    from: ["./lib/features", "./lib/runtime", "./lib/client"],
    message: "core imports no feature, runtime or client code (CONTRIBUTING.md: tiers).",
  },
  ...features.map((name) => ({
    target: `./lib/features/${name}`,
    from: "./lib/features",
    except: [`./${name}`, ...features.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
    message: "a feature uses another only through that feature's index.ts (CONTRIBUTING.md: tiers).",
  })),
  {
    target: ["./lib/features", "./lib/content", "./lib/validation", "./lib/client"],
    from: "./lib/runtime",
    message: "the background runtime is wired once at start-up (instrumentation.ts), never imported by a feature.",
  },
  {
    target: ["./app", "./components"],
    from: "./lib/runtime",
    message:
      "the background runtime is wired once at start-up (instrumentation.ts), never imported by a page or handler.",
  },
  {
    target: ["./app", "./components"],
    from: ["./lib/core/db", "./lib/core/db.ts", "./lib/generated"],
    message: "pages and handlers query the database through a feature's functions, never directly (issue 36).",
  },
  {
    target: ["./lib/content", "./lib/validation"],
    from: [...serverSide, "./lib/client"],
    message: "content and validation are client-safe leaves: they import nothing server-side.",
  },
  {
    target: "./lib/client",
    from: serverSide,
    message: "browser helpers import only the client-safe leaves (content, validation).",
  },
  {
    target: "./server",
    from: ["./commands", "./tools", "./test", "./e2e"],
    message: "the server loads no operator command, development tool or test (CONTRIBUTING.md: outside lib/).",
  },
  {
    target: ["./app", "./components", "./lib"],
    from: ["./server", "./commands", "./tools"],
    message:
      "the site's code imports none of server/, commands/, tools/: the server and the site meet on the bridge, lib/core/bridge.mjs (CONTRIBUTING.md).",
  },
];

export const tierRules = {
  files: ["app/**", "components/**", "lib/**", "instrumentation.ts", "server/**"],
  ignores: ["**/*.test.ts"],
  rules: { "import/no-restricted-paths": ["error", { zones }] },
};
