// What reaches Next is an origin-form request target whose path is already canonical.
//
// `OPTIONS *` (asterisk-form) made Next answer 500 with a stack in the log, and an absolute-form
// target (`GET http://evil.example/ HTTP/1.1`) made it redirect to that host: both get a plain 400.
// A path Next would normalise before routing (`/x/%2e%2e/about`, `/%2e/about`, `/%61bout`,
// `//about`) answered the page it names under rules written for other paths (cache, CSP), and a
// CDN that normalises URLs would keep that answer for the canonical one: it gets a 308 to the
// canonical path instead, or a 400 when no canonical path can be trusted (an encoded `/` or `\`,
// a raw `\`, NUL, a malformed %-escape, a byte outside printable ASCII).

const BAD_REQUEST = "Bad request";

function refuse(res) {
  res.writeHead(400, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": BAD_REQUEST.length,
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.end(BAD_REQUEST);
  return true;
}

/** Answers 400 and returns true when `req.url` is not a path; returns false otherwise. */
export function refuseNonPathTarget(req, res) {
  if (String(req.url ?? "").startsWith("/")) return false;
  return refuse(res);
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
// %2F and %5C would become separators for some readers and stay data for others; %00 ends strings.
const UNSAFE_ESCAPES = new Set(["%2F", "%5C", "%00"]);

/**
 * The canonical form of an origin-form path (RFC 3986 section 6.2.2: escapes of unreserved
 * characters decoded, other escapes in upper case, dot segments removed; repeated slashes folded
 * as Next folds them), or null when the path cannot be normalised safely.
 */
export function canonicalPath(rawPath) {
  if (!/^\/[\x21-\x7e]*$/.test(rawPath) || rawPath.includes("\\") || rawPath.includes("#")) return null;
  const segments = [];
  const parts = rawPath.slice(1).split("/");
  for (const [index, part] of parts.entries()) {
    let segment = "";
    for (let i = 0; i < part.length; i++) {
      if (part[i] !== "%") {
        segment += part[i];
        continue;
      }
      const hex = part.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return null;
      const escape = `%${hex.toUpperCase()}`;
      if (UNSAFE_ESCAPES.has(escape)) return null;
      const char = String.fromCharCode(parseInt(hex, 16));
      segment += UNRESERVED.test(char) ? char : escape;
      i += 2;
    }
    const last = index === parts.length - 1;
    if (segment === ".") {
      if (last) segments.push("");
    } else if (segment === "..") {
      segments.pop();
      if (last) segments.push("");
    } else if (segment !== "" || last) {
      segments.push(segment);
    }
  }
  return `/${segments.join("/")}`;
}

/**
 * Answers a path that is not canonical: a 308 to its canonical form (query kept as sent), or a
 * 400 when it has none. Returns true when it answered, false when the path is canonical.
 */
export function answerNonCanonicalPath(req, res) {
  const url = String(req.url);
  const queryAt = url.indexOf("?");
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const canonical = canonicalPath(rawPath);
  if (canonical === null) return refuse(res);
  if (canonical === rawPath) return false;
  const location = canonical + (queryAt === -1 ? "" : url.slice(queryAt));
  const body = `Moved to ${location}`;
  res.writeHead(308, {
    Location: location,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  res.end(body);
  return true;
}
