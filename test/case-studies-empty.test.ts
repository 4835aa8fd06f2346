// #35 polish: /case-studies with no case study published said "Want results like these?" over an
// empty list. Rendered as its page file renders it: the empty band's own sentence, and a closing
// band that points at no results; once one is published, the results and that question.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import CaseStudiesPage from "@/app/(site)/case-studies/page";
import { db } from "@/lib/core/db";

// Files run one after another on one database: a file before this one (the privacy tests' people)
// left published case studies, and "none yet" then counted 8 (CI, PostgreSQL); the proof handlers'
// tests leave client logos, whose band then showed among the h2s.
beforeAll(async () => {
  await db.caseStudy.deleteMany();
  await db.clientLogo.deleteMany();
});
afterAll(() => db.$disconnect());

const render = async () => renderToStaticMarkup(createElement("main", null, await CaseStudiesPage()));
/** The text of every h2 of the page, in order. */
const h2s = (html: string) => [...html.matchAll(/<h2\b[^>]{0,500}>(.{0,600}?)<\/h2>/g)].map((match) => (match[1] ?? "").replace(/<[^>]{0,500}>/g, ""));

describe("/case-studies", () => {
  it("says honestly that there are none yet, and does not ask for 'results like these' over none", async () => {
    expect(await db.caseStudy.count({ where: { status: "published" } })).toBe(0);
    const html = await render();
    expect(html).toContain("Our first case studies are being written up. In the meantime, ask us about work like yours.");
    expect(h2s(html)).toEqual(["All case studies", "Tell us about your project"]);
    expect(html).not.toContain("Want results like these?");
  });

  it("asks 'Want results like these?' under the case studies once one is published", async () => {
    const study = await db.caseStudy.create({
      data: {
        slug: `empty-state-${Date.now().toString(36)}`,
        title: "Month-end close in three days",
        clientName: "Kanpur Leather Works",
        industry: "Leather goods",
        service: "business-consulting",
        summary: "Faster books.",
        challenge: "Slow.",
        approach: "Steps.",
        results: "Quick.",
        status: "published",
        publishedAt: new Date(),
      },
    });
    try {
      const html = await render();
      expect(h2s(html)).toEqual(["All case studies", "Want results like these?"]);
      expect(html).toContain("Month-end close in three days");
      expect(html).not.toContain("Our first case studies are being written up.");
    } finally {
      await db.caseStudy.delete({ where: { id: study.id } });
    }
  });
});
