// Issue 23, low 16: small bugs from an audit of the site.
import { afterAll, describe, expect, it } from "vitest";
import { POST as postContact } from "@/app/api/contact/route";
import { BUSINESS_POSTS } from "@/lib/content/blog-posts/business";
import { BLOG_TEASERS } from "@/lib/content/shared-home";
import { postPath } from "@/lib/content/blog-areas";
import { call, db } from "./support/auth";

afterAll(() => db.$disconnect());

describe("POST /api/contact with an empty e-mail", () => {
  it("says the e-mail is required, as the wizards do, and stores nothing", async () => {
    const before = await db.contactMessage.count();
    const answer = await call(postContact, { name: "Ada", email: "", phone: "9876543210", message: "Hello", privacy: true });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([expect.objectContaining({ msg: "Email is required" })]);
    expect(await db.contactMessage.count()).toBe(before);
    expect((await call(postContact, { name: "Ada", email: "not-an-address", phone: "9876543210", message: "Hello", privacy: true })).body.errors).toEqual([
      expect.objectContaining({ msg: "Invalid email" }),
    ]);
  });
});

describe("the Business Consulting blog", () => {
  it("opens with its own business topics, not the IT consulting home page's teasers", () => {
    const newest = [...BUSINESS_POSTS.posts].sort((a, b) => a.daysAgo - b.daysAgo).slice(0, 3);
    const teased = new Set(BLOG_TEASERS.map((teaser) => teaser.href));
    expect(newest.map((post) => post.slug)).toEqual([
      "cash-flow-forecast-for-small-businesses",
      "entering-a-new-market-checklist",
      "pricing-your-services-without-guesswork",
    ]);
    for (const post of newest) expect(teased.has(postPath("business", post.slug))).toBe(false);
  });
});
