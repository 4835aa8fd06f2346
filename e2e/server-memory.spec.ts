// What a started server holds in memory (the bench's budget is 300 MB resident under load): the
// build's resolved configuration, not next.config.ts transpiled again by Next's SWC compiler,
// whose native library alone took 26 MB; and still every header and redirect that configuration
// gives, since they now come from the build. And it runs with the flags and environment of
// server/server-flags.mjs: the heap cap, and glibc's malloc arenas capped at two (an uploaded
// image's work on libuv's threads otherwise left 30-50 MB in arenas of their own each time).
import fs from "node:fs";
import { SERVER_NODE_FLAGS } from "../server/server-flags.mjs";
import { expect, test } from "./support/fixtures";
import { startOwnServer } from "./support/own-server";

test("a started server runs with the heap cap and two malloc arenas, has not loaded Next's compiler, and answers with the build's headers and redirects", async () => {
  // A new install's first start, whole (the other tests' servers start from a copy of one).
  const server = await startOwnServer({}, { newInstall: true });
  try {
    const args = fs.readFileSync(`/proc/${server.serverPid()}/cmdline`, "utf8").split("\0");
    expect(args).toEqual(expect.arrayContaining(SERVER_NODE_FLAGS));
    const environment = fs.readFileSync(`/proc/${server.serverPid()}/environ`, "utf8").split("\0");
    expect(environment).toContain("MALLOC_ARENA_MAX=2");

    const maps = fs.readFileSync(`/proc/${server.serverPid()}/maps`, "utf8");
    expect(maps).toContain("better_sqlite3.node");
    expect(maps).not.toContain("next-swc");

    const home = await fetch(`${server.baseUrl}/home`, { redirect: "manual" });
    expect(home.status).toBe(308);
    expect(home.headers.get("location")).toBe("/");
    const about = await fetch(`${server.baseUrl}/about`);
    expect(about.status).toBe(200);
    expect(about.headers.get("x-frame-options")).toBe("DENY");
    expect(about.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=()");
    expect(about.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(about.headers.get("x-powered-by")).toBeNull();
  } finally {
    await server.stop();
  }
});
