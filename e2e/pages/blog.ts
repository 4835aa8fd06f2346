import { expect, type Locator, type Page } from "@playwright/test";

export type AreaCase = {
  area: "business" | "digital" | "recruitment";
  path: string;
  name: string;
  /** A word of one post's title, and that title. */
  titleTerm: string;
  titleMatch: string;
  /** A phrase found only in one post's body, and that post's title. */
  bodyTerm: string;
  bodyMatch: string;
  /** A keyword button and the popular posts it shows. */
  keyword: string;
  keywordMatches: string[];
  /** A word of popular titles and the popular posts it shows. */
  popularTitleTerm: string;
  popularTitleMatches: string[];
};

export const AREAS: AreaCase[] = [
  {
    area: "business",
    path: "/business-blog",
    name: "Business Consulting",
    titleTerm: "Cash Flow",
    titleMatch: "A 13-week cash flow forecast any owner can keep",
    bodyTerm: "EIGHT PER CENT",
    bodyMatch: "Cost control lessons from a Kanpur leather-goods exporter",
    keyword: "DESIGN",
    keywordMatches: ["Designing processes people actually follow"],
    popularTitleTerm: "data",
    popularTitleMatches: ["Making decisions with data when you are not a data company"],
  },
  {
    area: "digital",
    path: "/digital-blog",
    name: "Digital Marketing",
    titleTerm: "google ads",
    titleMatch: "Running Google Ads on a small budget",
    bodyTerm: "hand-block-printed",
    bodyMatch: "How a small fashion label grew on Instagram without ads",
    keyword: "TECHNOLOGY",
    keywordMatches: ["Marketing automation for SaaS trials", "First-party data after third-party cookies"],
    popularTitleTerm: "design",
    popularTitleMatches: ["Landing page design that turns visits into enquiries"],
  },
  {
    area: "recruitment",
    path: "/recruitment-blog",
    name: "Recruitment",
    titleTerm: "Role Brief",
    titleMatch: "Writing a role brief that attracts the right people",
    bodyTerm: "walk-in interview days",
    bodyMatch: "Seasonal hiring for retail and fashion stores",
    keyword: "BLOCKCHAIN",
    keywordMatches: ["Hiring blockchain developers without getting burned"],
    popularTitleTerm: "hiring",
    popularTitleMatches: [
      "Hiring the first ten people at a SaaS start-up",
      "Hiring blockchain developers without getting burned",
      "Seasonal hiring for retail and fashion stores",
    ],
  },
];

/** A blog landing's regions and controls, by role and label. */
export class BlogLanding {
  readonly recent: Locator;
  readonly grid: Locator;
  readonly popular: Locator;

  constructor(
    readonly page: Page,
    readonly area: AreaCase,
  ) {
    this.recent = page.getByRole("region", { name: `Recent ${area.name} Blog` });
    this.grid = page.getByRole("region", { name: "All Blogs" });
    this.popular = page.getByRole("region", { name: `Popular ${area.name} Post` });
  }

  goto(query = "") {
    return this.page.goto(`${this.area.path}${query}`);
  }

  async search(text: string) {
    await this.page.getByRole("searchbox", { name: "Search blogs" }).fill(text);
    await this.page.getByRole("searchbox", { name: "Search blogs" }).press("Enter");
    // The search is a client navigation: it has ended when the address carries the words, the
    // form is no longer busy and the new page's title (streamed with its metadata) is in place.
    await expect.poll(() => new URL(this.page.url()).searchParams.get("q")).toBe(text);
    await expect(this.page.getByRole("search").filter({ has: this.page.getByRole("searchbox", { name: "Search blogs" }) })).toHaveAttribute(
      "aria-busy",
      "false",
    );
    await expect(this.page).toHaveTitle(/\S/);
  }

  gridTitles() {
    return this.grid.getByRole("heading", { level: 3 }).filter({ visible: true });
  }

  popularTitles() {
    return this.popular.getByRole("heading", { level: 3 });
  }

  keywordButton(keyword: string) {
    return this.popular.getByRole("button", { name: keyword, exact: true });
  }

  popularSearch() {
    return this.popular.getByRole("searchbox", { name: "Search popular posts by title" });
  }

  recentCards() {
    return this.recent.getByRole("group").filter({ visible: true });
  }
}

export async function expectTitles(locator: Locator, titles: string[]) {
  await expect(locator).toHaveText(titles, { useInnerText: true });
}
