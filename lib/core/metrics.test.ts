import { describe, expect, it, vi } from "vitest";

describe("the metrics registry", () => {
  it("is one per process, even when the module is loaded twice (Next's bundles and server/server.mjs)", async () => {
    const first = await import("./metrics");
    vi.resetModules();
    const second = await import("./metrics");
    expect(second.metrics).not.toBe(first.metrics);
    expect(second.metrics().registry).toBe(first.metrics().registry);

    first.observeRequest("GET", "/api/upload-file/[id]", 404, 0.03);
    second.countRateLimitRefusal("publicPostPerIp");
    second.countNewsletterCopy("failed");
    const text = await first.metrics().registry.metrics();
    expect(text).toContain('http_requests_total{method="GET",route="/api/upload-file/[id]",status="404"} 1');
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.05",method="GET",route="/api/upload-file/[id]",status="404"} 1',
    );
    expect(text).toContain('rate_limit_refusals_total{kind="publicPostPerIp"} 1');
    expect(text).toContain('newsletter_copies_total{result="failed"} 1');
    expect(text).toContain("process_cpu_user_seconds_total");
  });

  it("labels a method it does not know as OTHER, so a client cannot add label values", async () => {
    const { metrics, observeRequest } = await import("./metrics");
    observeRequest("BREW", "(unmatched)", 405, 0.001);
    expect(await metrics().registry.metrics()).toContain(
      'http_requests_total{method="OTHER",route="(unmatched)",status="405"} 1',
    );
  });
});
