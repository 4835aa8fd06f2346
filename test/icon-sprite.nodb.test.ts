// Icons are drawn from one cached sprite (components/ui/icon-sprite.tsx, served by app/icons.svg/route.ts):
// every icon the code names must be a symbol of it, the sprite holds nothing else, a page's icon
// carries no path data, and the sprite's URL changes with its bytes (it is kept for a year).
import { createHash } from "node:crypto";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as lucide from "lucide";
import { GET } from "@/app/icons.svg/route";
import { SocialIcon } from "@/components/layout/social-icon";
import { FeatureIcon, Icon } from "@/components/ui/icon";
import { SPRITE_PATH, SPRITE_SVG, SPRITE_URL } from "@/components/ui/icon-sprite";
import * as serverIcons from "@/components/ui/server-icons";
import { ICON_NAMES } from "@/lib/content/icons";
import { SOCIAL_NETWORKS } from "@/lib/content/site";

const symbolIds = [...SPRITE_SVG.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1] ?? "");
/** The sprite ids an element's markup refers to. */
const usedIds = (element: ReactElement) =>
  [...renderToStaticMarkup(element).matchAll(/<use href="([^"#]*)#([^"]+)"/g)].map(([, url, id]) => {
    expect(url).toBe(SPRITE_URL);
    return id ?? "";
  });

const named = {
  content: ICON_NAMES.flatMap((name) => usedIds(createElement(Icon, { name }))),
  controls: Object.values(serverIcons).flatMap((drawn) => usedIds(createElement(drawn, { className: "h-4 w-4" }))),
  brands: SOCIAL_NETWORKS.flatMap((network) => usedIds(createElement(SocialIcon, { network }))),
};

describe("the icon sprite", () => {
  it("has a symbol for every icon content, the controls and the footer's brand marks name", () => {
    expect(named.content).toHaveLength(ICON_NAMES.length);
    expect(named.controls).toHaveLength(Object.keys(serverIcons).length);
    expect(named.brands).toHaveLength(SOCIAL_NETWORKS.length);
    for (const id of [...named.content, ...named.controls, ...named.brands]) expect(symbolIds, id).toContain(id);
  });

  it("holds exactly those icons, each once", () => {
    expect(new Set(symbolIds).size).toBe(symbolIds.length);
    expect([...symbolIds].sort()).toEqual([...new Set([...named.content, ...named.controls, ...named.brands])].sort());
  });

  it("draws lucide's shapes with lucide's stroke, and the brand marks filled", () => {
    expect(SPRITE_SVG).toContain(
      `<symbol id="x" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></symbol>`,
    );
    const rocket = lucide.Rocket.map(([, attributes]) => attributes["d"]).filter(Boolean);
    for (const d of rocket) expect(SPRITE_SVG).toContain(`d="${d}"`);
    expect(SPRITE_SVG).toMatch(/<symbol id="brand-linkedin" viewBox="0 0 24 24" fill="currentColor"><path d="M20\.45 /);
  });

  it("leaves a page's icon its size, class and reference, with no path data", () => {
    expect(renderToStaticMarkup(createElement(FeatureIcon, { name: "rocket" }))).toBe(
      `<span class="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">` +
        `<svg aria-hidden="true" class="h-6 w-6"><use href="${SPRITE_URL}#rocket"></use></svg></span>`,
    );
    expect(renderToStaticMarkup(createElement(SocialIcon, { network: "x" }))).toBe(
      `<svg width="20" height="20" aria-hidden="true"><use href="${SPRITE_URL}#brand-x"></use></svg>`,
    );
  });

  it("is named by a version of its bytes and served with them, kept for a year", async () => {
    const version = createHash("sha256").update(SPRITE_SVG).digest("hex").slice(0, 12);
    expect(SPRITE_URL).toBe(`${SPRITE_PATH}?v=${version}`);
    const answer = await GET(new Request(`http://localhost${SPRITE_URL}`), { params: Promise.resolve({}) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await answer.text()).toBe(SPRITE_SVG);
  });
});
