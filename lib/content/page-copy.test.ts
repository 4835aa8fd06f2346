import { describe, expect, it } from "vitest";
import { marketingPage } from "./page-copy";
import { TEAM_BAND } from "./proof";
import { faqSection } from "./sections";

const meta = { path: "/somewhere", title: "Somewhere", description: "A page." };
const hero = { kind: "hero", eyebrow: "Eyebrow", title: "Title", text: "Text", actions: ["jobs"] };

describe("marketingPage", () => {
  it("lays out the copy's named parts as their owners write them", () => {
    const faq = [{ question: "Why?", answer: "Because." }];
    const page = marketingPage({ meta, sections: [hero, { kind: "faq", items: faq }, { kind: "proof", of: "team" }] });
    expect(page.sections[1]).toEqual(faqSection(faq));
    expect(page.sections[2]).toBe(TEAM_BAND);
  });

  it("refuses copy with an unknown key, an unknown icon or an empty text", () => {
    const features = (item: object) => ({
      kind: "section",
      id: "s",
      title: "S",
      blocks: [{ kind: "features", items: [item] }],
    });
    expect(() => marketingPage({ meta, sections: [{ ...hero, subtitle: "No such key" }] })).toThrow();
    expect(() =>
      marketingPage({ meta, sections: [features({ icon: "no-such-icon", title: "T", text: "T" })] }),
    ).toThrow();
    expect(() => marketingPage({ meta: { ...meta, title: "" }, sections: [] })).toThrow();
  });

  it("refuses a client-drawn kind the page does not declare", () => {
    const band = { kind: "section", id: "t", title: "Testimonials", blocks: [{ kind: "testimonials" }] };
    expect(() => marketingPage({ meta, sections: [band] })).toThrow(
      "/somewhere uses testimonials without declaring it",
    );
    expect(marketingPage({ meta, sections: [band] }, ["testimonials"]).sections).toHaveLength(1);
  });
});
