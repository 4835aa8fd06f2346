// Where a visitor goes after logging in: only a path on this site (no "//host", no backslash or
// control characters, which browsers would turn into another host). Safe for client components.
export function safeReturnPath(next: string | null | undefined, fallback = "/"): string {
  if (!next || next.length > 2048 || !next.startsWith("/") || next.startsWith("//")) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  return next;
}
