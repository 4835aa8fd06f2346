// The fuzz test's encoded paths and odd request targets, made by a seeded generator so every run
// sends the same ones. Each request says what the server must answer: a 308 to the path it was
// made from (its query kept) when only encodings the RFC calls equivalent were used, or a 400 when
// it has no safe canonical form (encoded separators, NUL, backslashes, malformed escapes, bytes
// outside ASCII) or is not a path at all (`*`, absolute and authority forms).
import { seeded } from "./fuzz-cases";
import type { RawRequest } from "./raw-http";

export type PathRequest = RawRequest & { kind: string; expected: { status: 308; location: string } | { status: 400 } };

const METHODS = ["GET", "GET", "GET", "HEAD", "POST", "OPTIONS", "PUT", "DELETE"];
const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const hex = (char: string, rng: () => number) => {
  const code = char.charCodeAt(0).toString(16).padStart(2, "0");
  return `%${rng() < 0.5 ? code.toUpperCase() : code.toLowerCase()}`;
};

/** Inserts `piece` at a random slash of `path` (after the slash). */
function atSlash(path: string, piece: string, rng: () => number): string {
  const slashes = [...path].flatMap((char, i) => (char === "/" ? [i] : []));
  const at = pick(rng, slashes) + 1;
  return path.slice(0, at) + piece + path.slice(at);
}

type Twist = { name: string; safe: boolean; apply: (path: string, rng: () => number) => string };

const TWISTS: Twist[] = [
  {
    name: "escaped unreserved characters",
    safe: true,
    apply: (path, rng) => [...path].map((char) => (/[A-Za-z0-9\-._~]/.test(char) && rng() < 0.4 ? hex(char, rng) : char)).join(""),
  },
  { name: "dot segment", safe: true, apply: (path, rng) => atSlash(path, pick(rng, ["./", "%2e/", "%2E/"]), rng) },
  { name: "dot-dot segment", safe: true, apply: (path, rng) => atSlash(path, pick(rng, ["x/../", "x/%2e%2e/", "%61b/.%2E/", "y/z/../%2E%2e/"]), rng) },
  { name: "repeated slash", safe: true, apply: (path, rng) => atSlash(path, pick(rng, ["/", "//"]), rng) },
  { name: "encoded separator", safe: false, apply: (path, rng) => atSlash(path, pick(rng, ["..%2f", "..%2F", "%2e%2e%5c", "a%5Cb/", "%2f"]), rng) },
  { name: "NUL", safe: false, apply: (path, rng) => atSlash(path, pick(rng, ["%00", "a%00b/", "%00/"]), rng) },
  { name: "backslash", safe: false, apply: (path, rng) => atSlash(path, pick(rng, ["..\\", "\\", "x\\..\\"]), rng) },
  { name: "malformed escape", safe: false, apply: (path, rng) => `${path}${pick(rng, ["%", "%G1", "%E0%A4%A", "%2", "/%zz"])}` },
  { name: "byte outside ASCII", safe: false, apply: (path, rng) => atSlash(path, pick(rng, ["caf\u00e9/", "\u00ff", "\u0080x/"]), rng) },
];

const QUERIES = ["", "", "?a=1", "?next=%2e%2e%2fadmin", "?q=/../x&b=%61"];

/** Requests to `paths` twisted in one to three ways each, and `count` of them; then the non-path request targets. */
export function pathFuzzRequests(paths: string[], port: number, seed: number, count: number): PathRequest[] {
  const rng = seeded(seed);
  const requests: PathRequest[] = [];
  for (let i = 0; i < count; i++) {
    const base = paths[i % paths.length] as string;
    // Escapes first: a later twist's own escapes must not be escaped again.
    const twists = [...new Set(Array.from({ length: 1 + Math.floor(rng() * 3) }, () => pick(rng, TWISTS)))].sort(
      (a, b) => TWISTS.indexOf(a) - TWISTS.indexOf(b),
    );
    let path = base;
    for (const twist of twists) path = twist.apply(path, rng);
    if (path === base) path = TWISTS[1]?.apply(path, rng) ?? path;
    const query = pick(rng, QUERIES);
    const safe = twists.every((twist) => twist.safe);
    requests.push({
      method: pick(rng, METHODS),
      path: path + query,
      headers: [],
      body: Buffer.alloc(0),
      kind: twists.map((twist) => twist.name).join(" + "),
      expected: safe ? { status: 308, location: base + query } : { status: 400 },
    });
  }
  const targets = [
    "*",
    "http://evil.example/",
    "http://evil.example/about",
    `http://127.0.0.1:${port}/about`,
    "https://evil.example/%2e%2e/admin",
    "evil.example:443",
    "about",
    "?x=1",
    "%2fabout",
  ];
  for (const target of targets) {
    for (const method of ["GET", "OPTIONS", "POST"])
      requests.push({ method, path: target, headers: [], body: Buffer.alloc(0), kind: "request target", expected: { status: 400 } });
  }
  return requests;
}
