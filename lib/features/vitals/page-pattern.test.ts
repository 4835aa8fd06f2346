import { describe, expect, it } from "vitest";
import { routePattern, VITAL_ROUTES } from "./page-pattern";

describe("routePattern", () => {
  it("keeps canonical pages and maps blog posts to their pattern", () => {
    expect(routePattern("/")).toBe("/");
    expect(routePattern("/it-consulting")).toBe("/it-consulting");
    expect(routePattern("/business-blog")).toBe("/business-blog");
    expect(routePattern("/business-blog/BlogsExplorePage")).toBe("/business-blog/BlogsExplorePage");
    expect(routePattern("/digital-blog/seo-basics-2026")).toBe("/digital-blog/[slug]");
    expect(VITAL_ROUTES).toContain("/digital-blog/[slug]");
  });

  it("refuses paths the route table does not name", () => {
    for (const path of [
      "/admin",
      "/login",
      "/nope",
      "/business-blog/Not A Slug",
      "/business-blog/a/b",
      "/blogs/x",
      "//",
      "/it-consulting/",
      "/IT-consulting",
    ]) {
      expect(routePattern(path), path).toBeNull();
    }
  });
});
