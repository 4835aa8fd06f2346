// The About Us page (/about): who the company is, how it works and what it values. Its copy is
// about.json, checked and laid out by marketingPage; the figures of "Our mission" (an empty stats
// block there) are the operator's (about-figures.ts), filled in by aboutWithFigures.
import { DEFAULT_ABOUT_FIGURES, type AboutFigure } from "./about-figures";
import copy from "./about.json";
import type { MarketingPageContent } from "./marketing";
import { marketingPage } from "./page-copy";

const PAGE = marketingPage(copy);

/** The About page with the operator's figures in place of the shipped ones; none saved, no figures shown. */
export function aboutWithFigures(figures: AboutFigure[]): MarketingPageContent {
  const sections = PAGE.sections.map((section) => {
    if (section.kind !== "section") return section;
    const blocks = section.blocks
      .filter((block) => block.kind !== "stats" || figures.length > 0)
      .map((block) => (block.kind === "stats" ? { ...block, stats: figures } : block));
    return { ...section, blocks };
  });
  return { ...PAGE, sections };
}

export const ABOUT = aboutWithFigures(DEFAULT_ABOUT_FIGURES);
