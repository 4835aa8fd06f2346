// The bench's page weight (tools/bench/page-weight.mjs, #39): the inline payload and SVG are counted
// as bytes of the HTML, and the payload is attributed to who put it there: a client component's
// props by its export name, markup by the landmark it sits in, the root layout's markup inside the
// router's row 0 apart from the router's own state, module references and text rows apart.
import { describe, expect, it } from "vitest";
import { attribute, meetsWeight, pageWeight } from "../tools/bench/page-weight.mjs";

const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
const ROWS = [
  `0:{"P":null,"t":{"d":["$","html",null,{"lang":"en","children":["$","footer",null,{"className":"f","children":"Footer words"}]}]}}`,
  `5:I[123,["static/chunks/a.js"],"Rotator"]`,
  `6:["$","section",null,{"id":"our-services","children":[["$","h2",null,{"children":"Our services"}],["$","$L5",null,{"items":["one","two","three"]}]]}]`,
  `7:T5,hello`,
].join("\n");

describe("page weight", () => {
  it("attributes the payload to client props, landmarks, the layout and the router", () => {
    const by = Object.fromEntries(attribute(`${ROWS}\n`).map(({ who, bytes }) => [who, bytes]));
    expect(Object.keys(by).sort()).toEqual([
      "client props: Rotator",
      "markup: footer",
      "markup: layout",
      "markup: section our-services",
      "next: module references",
      "next: router state and metadata",
      "text rows",
    ]);
    expect(by["client props: Rotator"]).toBe(JSON.stringify({ items: ["one", "two", "three"] }).length + 12);
    expect(by["text rows"]).toBe("7:T5,hello".length);
    expect(by["next: module references"]).toBe(`5:I[123,["static/chunks/a.js"],"Rotator"]\n`.length);
  });

  it("counts the payload and the inline SVG as bytes of the HTML, and holds a page to 60 KB and 25 KB", () => {
    const svg = `<svg viewBox="0 0 24 24"><path d="M1 1"/></svg>`;
    const script = push(`${ROWS}\n`);
    const html = `<!doctype html><html><body>${svg}<p>${"x".repeat(100)}</p>${script}</body></html>`;
    const weight = pageWeight(html);
    expect(weight).toMatchObject({ rawBytes: Buffer.byteLength(html), payloadBytes: Buffer.byteLength(script), svgBytes: svg.length });
    expect(weight.brotliBytes).toBeGreaterThan(0);
    expect(weight.brotliBytes).toBeLessThan(weight.rawBytes);
    expect(meetsWeight(weight)).toBe(true);
    expect(meetsWeight({ ...weight, payloadBytes: 25 * 1024 + 1 })).toBe(false);
    expect(meetsWeight({ ...weight, rawBytes: 60 * 1024 + 1 })).toBe(false);
  });
});
