import { describe, expect, it } from "vitest";
import { metricsAuthorized } from "./metrics-scrape";

const TOKEN = "s3cret-token-for-prometheus";

describe("the metrics endpoint's token check", () => {
  it("lets in only `Bearer <METRICS_TOKEN>`", () => {
    expect(metricsAuthorized(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(metricsAuthorized(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(metricsAuthorized(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(metricsAuthorized(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(metricsAuthorized(TOKEN, TOKEN)).toBe(false);
    expect(metricsAuthorized(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(metricsAuthorized(null, TOKEN)).toBe(false);
  });

  it("lets no one in while METRICS_TOKEN is unset", () => {
    expect(metricsAuthorized("Bearer ", "")).toBe(false);
    expect(metricsAuthorized("Bearer anything", "")).toBe(false);
  });
});
