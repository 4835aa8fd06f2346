import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import regexp from "eslint-plugin-regexp";
import { tierRules } from "./eslint/tiers.mjs";

const ZOD_CLASSIC = { name: "zod", message: "Use zod/mini in schemas and client code (see eslint.config.mjs)." };
const NEXT_LINK = {
  name: "next/link",
  message: "Use Link from components/ui/link.tsx (routes are fetched on intent, see there).",
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "lib/generated/**",
      "var/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Schemas that forms share with handlers, and anything a page ships, use zod/mini: one classic
    // zod import on the client brings all of zod's core into the chunk every form page loads.
    files: ["components/**", "lib/validation/**", "lib/client/**", "lib/content/**"],
    rules: { "no-restricted-imports": ["error", { paths: [ZOD_CLASSIC, NEXT_LINK] }] },
  },
  {
    // Public pages link through components/ui/link.tsx, which fetches a route on intent, not when
    // the link scrolls into view. The operator area keeps Next's link.
    files: ["app/**"],
    ignores: ["app/(operator)/**"],
    rules: { "no-restricted-imports": ["error", { paths: [NEXT_LINK] }] },
  },
  {
    files: ["components/admin/**", "components/ui/link.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [ZOD_CLASSIC] }] },
  },
  {
    // lib/core/config.ts is the one reader of the environment: it checks every variable at start
    // and gives the defaults README.md lists. Tests and scripts may read env directly.
    files: ["app/**", "components/**", "lib/**", "instrumentation.ts", "next.config.ts"],
    ignores: ["lib/core/config.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read settings from lib/core/config.ts (add the variable to its schema).",
        },
      ],
    },
  },
  {
    // Events go through the logger (lib/core/log.ts): one JSON line each, with the request's id
    // and no personal data. Tests may print.
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-console": "error" },
  },
  {
    // The server has one event loop: a pattern that backtracks super-linearly on visitor text
    // (`/\/+$/` on 16,000 slashes, `[^@]+@[^@]+` on a word of 60,000 letters) holds every other
    // request while it runs. Bound the input first, then match with a pattern these rules accept.
    files: ["lib/**", "server/**", "app/**", "components/**", "proxy.ts", "instrumentation.ts"],
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
  tierRules,
  {
    // Playwright fixtures call their `use` argument, which the React hooks rule mistakes for a hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
];
export default config;
