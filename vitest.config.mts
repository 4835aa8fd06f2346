import path from "node:path";
import { defineConfig } from "vitest/config";

// Two projects: every unit and handler test on SQLite (the embedded default), and the tests of
// test/ that touch the database again on a throwaway PostgreSQL cluster. `*.sqlite.test.ts` and
// `*.postgres.test.ts` are about one dialect only; `*.nodb.test.ts` touch no database (they start
// their own or none), so they run once, in the SQLite project. Files run one at a time (a project's files share
// its database); `npm run test:unit` runs the two projects as two processes side by side. A project's
// files share one worker process too (`isolate: false`), each starting as in a fresh one (test/setup-env.ts).
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // "server-only" throws outside React's server build; unit tests run server code directly.
      "server-only": path.resolve(import.meta.dirname, "test/server-only-stub.ts"),
    },
  },
  test: {
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    isolate: false,
    setupFiles: ["test/setup-env.ts"],
    // Handler tests hash passwords with argon2 in loops and spawn processes: 5 s (Vitest's default)
    // was met by under 1 s on a quiet 2-core machine and missed when other work shared the cores.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "sqlite",
          include: [
            "lib/**/*.test.ts",
            "app/**/*.test.ts",
            "components/**/*.test.ts",
            "test/**/*.test.ts",
            "eslint/**/*.test.ts",
            "deploy/**/*.test.ts",
          ],
          exclude: ["**/*.postgres.test.ts", "**/node_modules/**"],
          globalSetup: ["test/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["test/**/*.test.ts"],
          exclude: ["**/*.sqlite.test.ts", "**/*.nodb.test.ts", "**/node_modules/**"],
          globalSetup: ["test/global-setup-postgres.ts"],
        },
      },
    ],
  },
});
