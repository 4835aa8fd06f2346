// Visitor addresses for tests that need many visitors: each call of the function returned gives a
// new address under `prefix` (10.x.y.z for X-Forwarded-For behind TRUST_PROXY=1, or 127.x.y.z as
// a real loopback source address), so per-IP limits never answer instead of the code under test.
export function addressSequence(prefix: "10" | "127" = "10"): () => string {
  // 127.0.0.0/24 is left to the servers themselves.
  let counter = prefix === "127" ? 254 : 0;
  return () => {
    // The last octet runs 1 to 254 (never a network or broadcast address), then the next carries.
    const last = (counter % 254) + 1;
    const rest = Math.floor(counter / 254);
    counter += 1;
    return `${prefix}.${(rest >> 8) & 255}.${rest & 255}.${last}`;
  };
}
