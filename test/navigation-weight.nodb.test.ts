// #39: what every site page carries twice or needlessly. The navbar's links are rendered once
// (one list for wide screens and the phone panel), the loading screen is two tags and its message
// (its look lives in app/globals.css), and a server-rendered list of links carries no empty
// click handler per link into the RSC payload.
import { createElement, isValidElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Navbar } from "@/components/layout/navbar";
import { LoadingScreen } from "@/components/marketing/loading-screen";
import { LinkItems } from "@/components/ui/link-items";
import { LOADING_MESSAGE } from "@/lib/content/shared-home";
import { NAV_AFTER_SERVICES, NAV_BEFORE_SERVICES, SERVICE_LINKS } from "@/lib/content/site";

const hrefCount = (html: string, href: string) => html.split(`href="${href}"`).length - 1;

describe("the navbar", () => {
  it("renders each navigation link once, for wide screens and the phone panel alike", () => {
    const html = renderToStaticMarkup(createElement(Navbar));
    const links = [...NAV_BEFORE_SERVICES, ...SERVICE_LINKS, ...NAV_AFTER_SERVICES];
    expect(links.length).toBeGreaterThan(8);
    // The company name links home too: "/" is the one counted twice.
    for (const link of links) expect([link.href, hrefCount(html, link.href)]).toEqual([link.href, link.href === "/" ? 2 : 1]);
    expect(html.match(/<nav\b/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Main"');
  });
});

describe("the loading screen", () => {
  it("is two tags and its message, its look and spinner drawn by the stylesheet", () => {
    expect(renderToStaticMarkup(createElement(LoadingScreen))).toBe(
      `<div data-testid="loading-screen" class="loading-screen"><p role="status">${LOADING_MESSAGE}</p></div>`,
    );
  });
});

describe("a server-rendered list of links", () => {
  it("hands each link only its href, class and label", () => {
    const items = LinkItems({ links: SERVICE_LINKS }) as ReactElement<{ children: ReactElement }>[];
    expect(items).toHaveLength(SERVICE_LINKS.length);
    for (const item of items) {
      const link = item.props.children;
      expect(isValidElement(link)).toBe(true);
      expect(Object.keys(link.props as object).sort()).toEqual(["children", "className", "href"]);
    }
  });
});
