import { describe, expect, it } from "vitest";
import { isWebLink } from "./link";

describe("isWebLink", () => {
  it("takes a full https link to a named host, and http only where asked", () => {
    expect(isWebLink("https://www.linkedin.com/in/asha")).toBe(true);
    expect(isWebLink("HTTPS://maps.example.com/?q=kanpur")).toBe(true);
    expect(isWebLink("http://example.com/x")).toBe(false);
    expect(isWebLink("http://example.com/x", ["https:", "http:"])).toBe(true);
  });

  it("refuses other schemes, unwritten slashes, hosts without a dot, spaces and markup", () => {
    for (const value of [
      "javascript:alert(1)",
      "https:example.com",
      "https://localhost/a.b",
      "https://.com",
      "https://example.com/a b",
      'https://example.com/"x',
      "https://<x>.com",
      "ftp://example.com",
    ]) {
      expect(isWebLink(value), value).toBe(false);
    }
  });

  it("reads a long hostile value in one pass (the pattern it replaced took 0.47 s on 32 KB)", () => {
    const started = performance.now();
    expect(isWebLink(`https://${"a.".repeat(64_000)} x`)).toBe(false);
    expect(isWebLink(`https://${"/".repeat(128_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
