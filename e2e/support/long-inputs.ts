// Long inputs for every handler of the site: 100,000 characters of one letter, of "a.", of "/" and
// of spaces, in each field a handler reads and in its path. A pattern that backtracks on such a
// run holds the server's one event loop (a 60,000-letter word in a resume held it 8.6 s), so the
// fuzz test sends them all and reads each answer's server time from the server's own log line.
import fs from "node:fs";
import path from "node:path";
import { fieldsOf, type Encoding, type Target } from "./long-input-targets";
import type { RawRequest } from "./raw-http";

export { TARGETS, type Target } from "./long-input-targets";

export const LONG = 100_000;
/** A request line of the longest path Node's parser takes (16 KiB of head) with room for the headers. */
export const PATH_LONG = 12_000;

export const KINDS = { letter: "a", dotted: "a.", slashes: "/", spaces: " " } as const;
export type Kind = keyof typeof KINDS;

export const longText = (kind: Kind, length: number) => KINDS[kind].repeat(Math.ceil(length / KINDS[kind].length)).slice(0, length);

/**
 * Each run alone, and inside a link that fails at its very end: a pattern for links backtracks
 * only behind its "https://" (`"https://" + "a.".repeat(16000) + " x"` held the server 0.47 s).
 */
export const SHAPES = { bare: (run: string) => run, link: (run: string) => `https://${run} x` } as const;
export type Shape = keyof typeof SHAPES;

/** Every handler file under app/: its URL (route groups left out) and the methods it exports. */
export function routeFiles(root = path.resolve("app")): Array<{ route: string; methods: string[] }> {
  const found: Array<{ route: string; methods: string[] }> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        const source = fs.readFileSync(full, "utf8");
        const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((method) =>
          new RegExp(`export (?:const|async function|function) ${method}\\b|export (?:const )?\\{[^}]*\\b${method}\\b`).test(source),
        );
        const segments = path
          .relative(root, dir)
          .split(path.sep)
          .filter((segment) => !/^\(.*\)$/.test(segment));
        found.push({ route: `/${segments.join("/")}`, methods });
      }
    }
  };
  walk(root);
  return found.sort((a, b) => a.route.localeCompare(b.route));
}

const BOUNDARY = "----longinputboundary2Kq9";

function encode(encoding: Encoding, fields: Record<string, string>): { type: string; body: Buffer } {
  if (encoding === "json") return { type: "application/json", body: Buffer.from(JSON.stringify(fields)) };
  if (encoding === "form") return { type: "application/x-www-form-urlencoded", body: Buffer.from(new URLSearchParams(fields).toString()) };
  const parts = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { type: `multipart/form-data; boundary=${BOUNDARY}`, body: Buffer.from(`${parts.join("")}--${BOUNDARY}--\r\n`) };
}

export type Sent = RawRequest & { label: string };
export type Context = { origin: string; cookie?: string; ip: () => string; id: () => string };

export function headersOf(context: Context, extra: Array<[string, string]> = []): Array<[string, string]> {
  return [
    ["Origin", context.origin],
    ["X-Forwarded-For", context.ip()],
    ["X-Request-Id", context.id()],
    ...(context.cookie ? ([["Cookie", context.cookie]] as Array<[string, string]>) : []),
    ...extra,
  ];
}

/** A request whose one field `field` holds `length` characters of `kind` (in the query for a GET). */
export type FieldCase = { field: string; encoding: Encoding | "query"; kind: Kind; shape: Shape };

/** A request whose one field holds `length` characters of the case's kind, in its shape (in the query for a GET). */
export function oneField(method: string, url: string, context: Context, { field, encoding, kind, shape }: FieldCase, length: number): Sent {
  const label = `${method} ${url} ${encoding} ${field}=<${shape} ${kind} ×${length}>`;
  if (encoding === "query") {
    const query = new URLSearchParams({ [field]: SHAPES[shape](longText(kind, Math.min(length, PATH_LONG / 3))) }).toString();
    return { label, method, path: `${url}?${query}`, headers: headersOf(context), body: Buffer.alloc(0) };
  }
  const { type, body } = encode(encoding, { [field]: SHAPES[shape](longText(kind, length)) });
  const headers = headersOf(context, [
    ["Content-Type", type],
    ["Content-Length", String(body.length)],
  ]);
  return { label, method, path: url, headers, body };
}

/** Every field, encoding, kind and shape of `target`: the field holds the long text, nothing else is sent. */
export function fieldCases(target: Target): FieldCase[] {
  const encodings = target.method === "GET" ? (["query"] as const) : target.encodings;
  const kinds = Object.keys(KINDS) as Kind[];
  const shapes = Object.keys(SHAPES) as Shape[];
  return fieldsOf(target).flatMap((field) =>
    encodings.flatMap((encoding) => kinds.flatMap((kind) => shapes.map((shape) => ({ field, encoding, kind, shape })))),
  );
}

/** The route with each dynamic segment, in turn, replaced by a long run of each kind; and with a long tail. */
export function pathRequests(route: string, method: string, fill: (segment: string) => string, context: Context): Sent[] {
  const segments = route.split("/");
  const dynamic = segments.flatMap((segment, index) => (/^\[.*\]$/.test(segment) ? [index] : []));
  const sent: Sent[] = [];
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const long = kind === "spaces" ? "%20".repeat(PATH_LONG / 3) : longText(kind, PATH_LONG);
    const filled = segments.map((segment) => (/^\[.*\]$/.test(segment) ? fill(segment) : segment));
    const paths = [
      ...dynamic.map((index) => filled.map((segment, at) => (at === index ? long : segment)).join("/")),
      `${filled.join("/")}${kind === "slashes" ? "" : "/"}${long}`,
    ];
    for (const target of paths) {
      const body = method === "GET" ? Buffer.alloc(0) : Buffer.from("{}");
      const extra: Array<[string, string]> =
        method === "GET"
          ? []
          : [
              ["Content-Type", "application/json"],
              ["Content-Length", String(body.length)],
            ];
      sent.push({ label: `${method} ${route} path <${kind}>`, method, path: target, headers: headersOf(context, extra), body });
    }
  }
  return sent;
}
