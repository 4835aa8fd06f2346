// The load balancer's two questions: /api/health (the process answers) and /api/ready (the
// database and the file store answer; 503 when one does not).
import { describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { fileStore } from "@/lib/core/storage";

const get = (path: string) => new Request(`http://localhost:3000${path}`);

describe("health and readiness", () => {
  it("answers health with 200 and no caching", async () => {
    const response = await health(get("/api/health"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("is ready when the database and the file store answer", async () => {
    const response = await ready(get("/api/ready"));
    const text = await response.clone().text();
    expect(response.status, text).toBe(200);
    const body = (await response.json()) as { status: string; checks: Record<string, { ok: boolean }> };
    expect(body.status).toBe("ready");
    expect(body.checks.database?.ok).toBe(true);
    expect(body.checks.storage?.ok).toBe(true);
  });

  it("answers 503 naming the failed dependency, without its details, when the file store fails", async () => {
    const check = fileStore.check.bind(fileStore);
    fileStore.check = () => Promise.reject(new Error("EACCES: /secret/path"));
    try {
      const response = await ready(get("/api/ready"));
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ status: "unavailable", checks: { database: { ok: true }, storage: { ok: false } } });
      expect(text).not.toContain("/secret/path");
    } finally {
      fileStore.check = check;
    }
  });
});
