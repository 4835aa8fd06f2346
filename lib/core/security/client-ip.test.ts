import { describe, expect, it } from "vitest";
import { rateKeyOfIp } from "./client-ip";

describe("rateKeyOfIp", () => {
  it("keys an IPv4 address as it is", () => {
    expect(rateKeyOfIp("203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys every IPv6 address of one /64 alike, and other /64s apart", () => {
    const a = rateKeyOfIp("2001:db8:1:2::1");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(rateKeyOfIp("2001:0db8:0001:0002:ffff:ffff:ffff:fffe")).toBe(a);
    expect(rateKeyOfIp("2001:db8:1:3::1")).not.toBe(a);
  });

  it("keys an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(rateKeyOfIp("::ffff:198.51.100.9")).toBe("198.51.100.9");
  });

  it("leaves what is not an address alone", () => {
    expect(rateKeyOfIp("unknown")).toBe("unknown");
  });
});
