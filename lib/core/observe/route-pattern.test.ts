import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REDIRECT, ROUTE_PATH_MAX, routeMatcher, STATIC_FILE, UNMATCHED } from "./route-pattern";

// A build's routes-manifest.json as Next 16 writes it (the fields the matcher reads).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "route-pattern-"));
const nextDir = path.join(dir, ".next");
const publicDir = path.join(dir, "public");
fs.mkdirSync(nextDir);
fs.mkdirSync(path.join(publicDir, "images"), { recursive: true });
fs.writeFileSync(path.join(publicDir, "images", "logo.png"), "");
fs.writeFileSync(
  path.join(nextDir, "routes-manifest.json"),
  JSON.stringify({
    staticRoutes: [
      { page: "/", regex: "^/(?:/)?$" },
      { page: "/about", regex: "^/about(?:/)?$" },
      { page: "/api/subscribe", regex: "^/api/subscribe(?:/)?$" },
    ],
    dynamicRoutes: [
      { page: "/admin/blog-posts/[id]", regex: "^/admin/blog\\-posts/([^/]+?)(?:/)?$" },
      { page: "/admin/[list]", regex: "^/admin/([^/]+?)(?:/)?$" },
      { page: "/api/upload-file/[id]", regex: "^/api/upload\\-file/([^/]+?)(?:/)?$" },
    ],
    redirects: [
      { internal: true, regex: "^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/$" },
      { regex: "^(?!/_next)/home(?:/)?$" },
    ],
  }),
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the route pattern of a request path", () => {
  const routeOf = routeMatcher(nextDir, publicDir);

  it("names a dynamic route by its pattern, never by the id in the path", () => {
    expect(routeOf("POST", "/api/upload-file/ck9x2mz0001")).toBe("/api/upload-file/[id]");
    expect(routeOf("GET", "/admin/blog-posts/42")).toBe("/admin/blog-posts/[id]");
    expect(routeOf("GET", "/admin/subscribers")).toBe("/admin/[list]");
  });

  it("names a static route, with or without a trailing slash or an RSC suffix", () => {
    expect(routeOf("GET", "/")).toBe("/");
    expect(routeOf("GET", "/about")).toBe("/about");
    expect(routeOf("GET", "/about/")).toBe("/about");
    expect(routeOf("GET", "/about.rsc")).toBe("/about");
    expect(routeOf("GET", "/about.segments/_tree.segment.rsc")).toBe("/about");
    expect(routeOf("POST", "/api/subscribe")).toBe("/api/subscribe");
  });

  it("puts the build's files and the public folder's under one name", () => {
    expect(routeOf("GET", "/_next/static/chunks/app-1a2b.js")).toBe(STATIC_FILE);
    expect(routeOf("GET", "/images/logo.png")).toBe(STATIC_FILE);
  });

  it("names redirects and unknown paths without repeating them", () => {
    expect(routeOf("GET", "/home")).toBe(REDIRECT);
    expect(routeOf("GET", "/unsubscribe/jane@example.com")).toBe(UNMATCHED);
    expect(routeOf("GET", "/images/other.png")).toBe(UNMATCHED);
  });

  it("names a path of many slashes at once, whatever its length", () => {
    const started = performance.now();
    // 64,000 slashes and a letter: `/\/+$/` took 8.7 s on it (0.28 s on 16,000, growing with the square).
    expect(routeOf("GET", `${"/".repeat(64_000)}x`)).toBe(UNMATCHED);
    expect(performance.now() - started).toBeLessThan(100);
    expect(routeOf("GET", `/about${"/".repeat(40)}`)).toBe("/about");
    expect(routeOf("GET", "/".repeat(ROUTE_PATH_MAX))).toBe("/");
  });
});
