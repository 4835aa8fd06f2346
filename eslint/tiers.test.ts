// The tier rules of eslint/tiers.mjs, tried on deliberate wrong imports: each must be refused,
// and the same import written the allowed way must pass.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "..") });

async function tierErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(import.meta.dirname, "..", file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message);
}

// Loading the TypeScript resolver is slow on a busy machine.
describe("the tiers of lib/", { timeout: 60_000 }, () => {
  it("refuses a core module importing a feature, by alias or relative path", async () => {
    expect(await tierErrors("lib/core/http.ts", 'export * from "@/lib/features/auth/session";\n')).toHaveLength(1);
    expect(await tierErrors("lib/core/http.ts", 'export * from "../features/auth/session";\n')).toHaveLength(1);
  });

  it("lets a feature use another only through its index.ts", async () => {
    expect(await tierErrors("lib/features/blog/x.ts", 'export * from "../auth/session";\n')).toHaveLength(1);
    expect(await tierErrors("lib/features/blog/x.ts", 'export * from "../auth";\n')).toEqual([]);
  });

  it("keeps mail delivery out of handlers, pages and features", async () => {
    expect(
      await tierErrors("app/api/subscribe/route.ts", 'export * from "@/lib/runtime/outbox-worker";\n'),
    ).toHaveLength(1);
    expect(await tierErrors("lib/features/contact/x.ts", 'export * from "../../runtime/templates";\n')).toHaveLength(1);
  });

  it("keeps the database out of pages, handlers and components: they call a feature", async () => {
    expect(await tierErrors("app/(operator)/admin/x/page.tsx", 'export * from "@/lib/core/db";\n')).toHaveLength(1);
    expect(await tierErrors("app/api/x/route.ts", 'export * from "@/lib/generated/prisma/client";\n')).toHaveLength(1);
    expect(await tierErrors("components/admin/x.tsx", 'export * from "@/lib/core/db";\n')).toHaveLength(1);
    expect(await tierErrors("app/api/x/route.ts", 'export * from "@/lib/features/privacy";\n')).toEqual([]);
  });

  it("keeps the client-safe leaves free of server modules", async () => {
    expect(await tierErrors("lib/content/x.ts", 'export * from "../core/db";\n')).toHaveLength(1);
    expect(await tierErrors("lib/validation/x.ts", 'export * from "@/lib/features/blog/queries";\n')).toHaveLength(1);
    expect(await tierErrors("lib/client/x.ts", 'export * from "../core/config";\n')).toHaveLength(1);
  });

  it("keeps the server free of tools and commands, and the site free of all three", async () => {
    expect(await tierErrors("server/x.mjs", 'export * from "../tools/free-port.mjs";\n')).toHaveLength(1);
    expect(await tierErrors("server/x.mjs", 'export * from "./lib.mjs";\n')).toEqual([]);
    expect(await tierErrors("lib/core/x.ts", 'export * from "../../server/static-cache.mjs";\n')).toHaveLength(1);
  });
});
