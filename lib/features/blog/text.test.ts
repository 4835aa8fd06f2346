import { describe, expect, it } from "vitest";
import { authorSlug, excerpt, monthYear, paragraphs, relativeTime, slugify } from "./text";

describe("blog text helpers", () => {
  it("cuts a card body only when it is longer than 100 characters, after its last whole word, with an ellipsis", () => {
    expect(excerpt("a".repeat(100))).toBe("a".repeat(100));
    expect(excerpt("Short\n\nbody   text")).toBe("Short body text");
    // "for" ends at the 100th character and stays; "small", which crosses it, is left out whole.
    const words = `${"Cloud cost ".repeat(8)}planning for small budgets`;
    expect(excerpt(words)).toBe(`${"Cloud cost ".repeat(8)}planning for…`);
    expect(excerpt(`${"x".repeat(95)} abcdefgh`)).toBe(`${"x".repeat(95)}…`);
    // A comma before the cut goes.
    expect(excerpt(`${"x".repeat(90)} budgets, and more`)).toBe(`${"x".repeat(90)} budgets…`);
    // One word longer than the limit has no boundary to cut at.
    expect(excerpt("a".repeat(120))).toBe(`${"a".repeat(100)}…`);
    expect(excerpt("word ".repeat(60), 155).length).toBeLessThanOrEqual(156);
  });

  it("splits paragraphs on blank lines and keeps single line breaks inside them", () => {
    expect(paragraphs("One\r\nline two\n\n\n  Two  \n \nThree")).toEqual(["One\nline two", "Two", "Three"]);
    expect(paragraphs("\n\n")).toEqual([]);
  });

  it("writes relative times such as '4 days ago'", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
    expect(ago(4 * 24 * 3600_000)).toBe("4 days ago");
    expect(ago(1 * 24 * 3600_000)).toBe("1 day ago");
    expect(ago(3 * 3600_000)).toBe("3 hours ago");
    expect(ago(20 * 1000)).toBe("just now");
    expect(ago(65 * 24 * 3600_000)).toBe("2 months ago");
    expect(ago(800 * 24 * 3600_000)).toBe("2 years ago");
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toBe("just now");
  });

  it("writes the popular list's month and year", () => {
    expect(monthYear(new Date("2026-03-10T12:00:00Z"))).toBe("March 2026");
  });

  it("makes ASCII slugs from any title, with room for a suffix", () => {
    expect(slugify("How AI & ML change Testing!")).toBe("how-ai-and-ml-change-testing");
    expect(slugify("Café déjà vu")).toBe("cafe-deja-vu");
    expect(slugify("<script>alert(1)</script>")).toBe("script-alert-1-script");
    expect(slugify("नमस्ते")).toBe("");
    expect(slugify("word ".repeat(40)).length).toBeLessThanOrEqual(83);
    expect(slugify("x".repeat(200))).toHaveLength(83);
  });

  it("makes an author's page slug from their name, the same for the same name however it is spelled", () => {
    expect(authorSlug("Priya Sharma")).toBe("priya-sharma");
    expect(authorSlug("  PRIYA   Sharma ")).toBe("priya-sharma");
    expect(authorSlug("Zoë O'Brien")).toBe("zoe-o-brien");
    expect(authorSlug("R&D Team")).toBe("r-and-d-team");
  });

  it("gives a name without Latin letters or digits a stable slug of its own", () => {
    const slug = authorSlug("आशा");
    expect(slug).toMatch(/^author-[0-9a-f]{8}$/);
    expect(authorSlug(" आशा ")).toBe(slug);
    expect(authorSlug("राहुल")).not.toBe(slug);
  });
});
