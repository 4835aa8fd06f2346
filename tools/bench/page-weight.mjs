// The weight of each prerendered page (#39): its HTML raw and brotli, the inline RSC payload (the
// `self.__next_f.push` scripts, as bytes of the HTML), the inline SVG, and who put the payload
// there: the props of each client component (by its export name), the server-rendered markup
// repeated for hydration (by the landmark or section it sits in), and Next's own rows (router
// state, metadata, module references). Read from a build's .next/server/app, beside the bare
// Next.js page's (bare-next.mjs) when the run built one. Ours as the server sends them, the loader
// of server/scripts-after-paint.mjs in place of the chunk scripts:
//   node tools/bench/page-weight.mjs [<.next dir>]
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import { scriptsAfterPaint } from "../../server/scripts-after-paint.mjs";
import { kb } from "./format.mjs";

export const WEIGHT_TARGET = { htmlKb: 60, payloadKb: 25 };
/** Pages that are not content: the wizards (their own script budget) and the error pages. */
const NOT_CONTENT = /^\/(career-form|business-form|partner-form|merge-form(\/.*)?|_not-found|_global-error)$/;

const PUSH = /<script>self\.__next_f\.push\((.*?)\)<\/script>/gs;
const SVG = /<svg[\s>].*?<\/svg>/gs;
const LANDMARKS = new Set(["header", "footer", "nav", "main", "aside", "section", "form", "dialog"]);

/** The payload's text, as the client's router reads it (each push's string, in order). */
function payloadText(html) {
  let text = "";
  for (const [, argument] of html.matchAll(PUSH)) {
    try {
      const pushed = JSON.parse(argument);
      if (typeof pushed[1] === "string") text += pushed[1];
    } catch {
      // A push of something other than JSON text is not part of the flight data.
    }
  }
  return text;
}

/** The payload's rows: `<hex id>:<value>\n`, a text row `<id>:T<hex length>,<bytes>` read by length. */
function rowsOf(text) {
  const bytes = Buffer.from(text);
  const rows = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(58, at);
    if (colon < 0) break;
    const id = bytes.subarray(at, colon).toString();
    if (bytes[colon + 1] === 84 /* T */) {
      const comma = bytes.indexOf(44, colon);
      const length = parseInt(bytes.subarray(colon + 2, comma).toString(), 16);
      rows.push({ id, kind: "text", value: bytes.subarray(comma + 1, comma + 1 + length).toString(), size: comma + 1 + length - at });
      at = comma + 1 + length;
      continue;
    }
    const end = bytes.indexOf(10, colon);
    const stop = end < 0 ? bytes.length : end;
    rows.push({ id, kind: "json", value: bytes.subarray(colon + 1, stop).toString(), size: stop + 1 - at });
    at = stop + 1;
  }
  return rows;
}

const sizeOf = (value) => Buffer.byteLength(JSON.stringify(value) ?? "");
const holdsElement = (node) => isElement(node) || (Array.isArray(node) && node.some(holdsElement));
const isElement = (node) => Array.isArray(node) && node[0] === "$" && node.length === 4 && typeof node[1] === "string";

/** Bytes of the payload by who put them there. */
export function attribute(text) {
  const rows = rowsOf(text);
  const clientNames = new Map();
  for (const row of rows) {
    if (row.kind !== "json" || !row.value.startsWith("I[")) continue;
    try {
      const reference = JSON.parse(row.value.slice(1));
      clientNames.set(`$L${row.id}`, String(reference[2] || "default"));
    } catch {
      // Not a module reference after all.
    }
  }
  const by = new Map();
  const add = (who, bytes) => by.set(who, (by.get(who) ?? 0) + bytes);
  const labelOf = (tag, props, owner) => {
    if (props?.["data-testid"]) return `${tag}[data-testid=${props["data-testid"]}]`;
    if (!LANDMARKS.has(tag)) return owner;
    const name = props?.id ?? props?.["aria-labelledby"] ?? props?.["aria-label"];
    return name ? `${tag} ${name}` : tag;
  };
  const walk = (node, owner) => {
    if (Array.isArray(node) && isElement(node)) {
      const [, type, , props] = node;
      const { children, ...rest } = props ?? {};
      if (type.startsWith("$L")) {
        // A prop holding elements (Next's router's loading and not-found trees) is markup, the rest data.
        const name = clientNames.get(type) ?? type;
        const data = {};
        for (const [key, value] of Object.entries(rest)) {
          if (holdsElement(value)) walk(value, `${name}.${key}`);
          else data[key] = value;
        }
        add(`client props: ${name}`, sizeOf(data) + 12);
        walk(children, owner === "next" ? "layout" : owner);
        return;
      }
      // Elements inside the router's state are the layout's markup.
      const label = labelOf(type, props, owner === "next" ? "layout" : owner);
      add(`markup: ${label}`, sizeOf(["$", type, node[2], rest]));
      walk(children, label);
      return;
    }
    if (Array.isArray(node)) {
      for (const child of node) walk(child, owner);
      add(owner === "next" ? "next: router state and metadata" : `markup: ${owner}`, 2 + Math.max(0, node.length - 1));
    } else if (node && typeof node === "object") {
      for (const value of Object.values(node)) walk(value, owner);
    } else add(owner === "next" ? "next: router state and metadata" : `markup: ${owner}`, sizeOf(node));
  };
  for (const row of rows) {
    if (row.kind === "text") add("text rows", row.size);
    else if (row.value.startsWith("I[")) add("next: module references", row.size);
    else {
      let value;
      try {
        value = JSON.parse(row.value);
      } catch {
        add("next: other rows", row.size);
        continue;
      }
      // Row 0 is the router's tree and state, the root layout's markup inside it; the others are parts of the page.
      walk(value, row.id === "0" || !(isElement(value) || Array.isArray(value)) ? "next" : "page");
    }
  }
  return [...by.entries()].sort((a, b) => b[1] - a[1]).map(([who, bytes]) => ({ who, bytes }));
}

/** One page's weight from its prerendered HTML. */
export function pageWeight(html) {
  const raw = Buffer.from(html);
  const payloadBytes = [...html.matchAll(PUSH)].reduce((sum, [script]) => sum + Buffer.byteLength(script), 0);
  const svgBytes = [...html.matchAll(SVG)].reduce((sum, [svg]) => sum + Buffer.byteLength(svg), 0);
  const brotli = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { rawBytes: raw.length, brotliBytes: brotli, payloadBytes, svgBytes, attribution: attribute(payloadText(html)) };
}

/** Every prerendered page of a build, by its path, as `served` makes its HTML (ours: server/scripts-after-paint.mjs). */
export function weighBuild(nextDir, served = (html) => html) {
  const appDir = path.join(nextDir, "server/app");
  const files = fs.readdirSync(appDir, { recursive: true }).filter((file) => String(file).endsWith(".html"));
  return files
    .map((file) => {
      const route = `/${String(file).replace(/\.html$/, "")}`.replace(/^\/index$/, "/");
      return { path: route, content: !NOT_CONTENT.test(route), ...pageWeight(served(fs.readFileSync(path.join(appDir, file), "utf8"))) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Prints each page's line, its payload's three largest sources, and the bare page's beside. */
export function printWeights(pages, bare) {
  const line = (label, page) =>
    `  ${label.padEnd(34)} HTML ${kb(page.rawBytes).padStart(9)} (${kb(page.brotliBytes).padStart(8)} br)` +
    `   payload ${kb(page.payloadBytes).padStart(8)}   svg ${kb(page.svgBytes).padStart(8)}`;
  console.log(
    `\n-- page weight, every prerendered page (targets on content pages: HTML <= ${WEIGHT_TARGET.htmlKb} KB, payload <= ${WEIGHT_TARGET.payloadKb} KB) --`,
  );
  if (bare) console.log(line("baseline: bare Next.js page", bare));
  for (const page of pages) {
    console.log(line(page.path, page));
    const top = page.attribution.slice(0, 4).map(({ who, bytes }) => `${who} ${kb(bytes)}`);
    console.log(`  ${"".padEnd(34)} payload by source: ${top.join(", ")}`);
  }
}

export const meetsWeight = (page) => page.rawBytes <= WEIGHT_TARGET.htmlKb * 1024 && page.payloadBytes <= WEIGHT_TARGET.payloadKb * 1024;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const pages = weighBuild(process.argv[2] ?? ".next", scriptsAfterPaint);
  printWeights(pages);
  const content = pages.filter((page) => page.content);
  console.log(`\n  content pages within both targets: ${content.filter(meetsWeight).length} of ${content.length}`);
}
