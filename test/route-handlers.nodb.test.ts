// Every route handler is written one way (lib/core/handler.ts): a handler file exports each HTTP
// method as `handler(spec, run)`, so origin, access, parsing, rate limit and the answer are done
// once. This lists every app/**/route.ts and names the exports that are not.
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const routeFiles = execFileSync("git", ["ls-files", "app/**/route.ts"], { encoding: "utf8" }).split("\n").filter(Boolean);

/** The methods a route file exports other than as `export const M = handler(`. */
export function unbuiltMethods(source: string): string[] {
  return METHODS.filter((method) => {
    const named = new RegExp(`export\\s+(?:async\\s+)?(?:const|function|let|var)\\s+${method}\\b`).test(source);
    const reexported = new RegExp(`export\\s*\\{[^}]*\\b${method}\\b[^}]*\\}`).test(source);
    const built = new RegExp(`export const ${method}\\s*=\\s*handler[<(]`).test(source);
    return (named || reexported) && !built;
  });
}

describe("route handlers", () => {
  it("finds the route files", () => {
    expect(routeFiles.length).toBeGreaterThan(90);
    expect(routeFiles).toContain("app/api/subscribe/route.ts");
  });

  it("tells a handler written by hand from one built by handler()", () => {
    expect(unbuiltMethods("export const POST = handler({}, async () => new Response(null));")).toEqual([]);
    expect(unbuiltMethods("export async function GET() { return new Response(null); }")).toEqual(["GET"]);
    expect(unbuiltMethods('export { POST } from "@/lib/features/x/routes";')).toEqual(["POST"]);
    expect(unbuiltMethods("export const POST = route(async () => new Response(null));")).toEqual(["POST"]);
  });

  it("builds every method of every app/**/route.ts with handler()", () => {
    const offenders = routeFiles.flatMap((file) => unbuiltMethods(readFileSync(file, "utf8")).map((method) => `${file} ${method}`));
    expect(offenders).toEqual([]);
  });
});
