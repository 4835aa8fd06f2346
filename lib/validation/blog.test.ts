import { describe, expect, it } from "vitest";
import { BLOG_LIMITS, blogSubmissionSchema } from "./blog";

const valid = {
  blogTitle: "Five hiring mistakes",
  blogContent: "A body that is comfortably longer than the fifty characters the schema asks for.",
  authorName: "Asha Gupta",
  fullName: "Asha Gupta",
  email: " Asha@Example.com ",
  phoneNumber: "+91 98765 43210",
};

const messages = (input: Record<string, unknown>) => {
  const result = blogSubmissionSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("blog submission schema", () => {
  it("accepts the required fields, trims them and lower-cases the e-mail", () => {
    const parsed = blogSubmissionSchema.parse({ ...valid, socialMediaProfile: "", area: "digital-blog" });
    expect(parsed).toMatchObject({ blogTitle: "Five hiring mistakes", email: "asha@example.com", area: "digital" });
    expect(parsed.socialMediaProfile).toBeUndefined();
  });

  it("requires the six fields of variants 2 and 3", () => {
    expect(messages({})).toEqual([
      "blogTitle: Blog title is required",
      "blogContent: Blog content is required",
      "authorName: Author name is required",
      "fullName: Full name is required",
      "email: Email is required",
      "phoneNumber: Phone Number is required",
    ]);
  });

  it("enforces the length limits of title, body and names", () => {
    expect(messages({ ...valid, blogTitle: "x".repeat(BLOG_LIMITS.titleMax + 1) })).toEqual([
      "blogTitle: Blog title must be at most 150 characters",
    ]);
    expect(messages({ ...valid, blogTitle: "Hey" })).toEqual(["blogTitle: Blog title must be at least 5 characters"]);
    expect(messages({ ...valid, blogContent: "too short" })).toEqual([
      "blogContent: Blog content must be at least 50 characters",
    ]);
    expect(messages({ ...valid, blogContent: "x".repeat(BLOG_LIMITS.contentMax + 1) })).toEqual([
      "blogContent: Blog content must be at most 20,000 characters. Shorten it and try again.",
    ]);
    // The limit counts the body as stored: exactly 20,000 characters pass, with a line ending or space around them too.
    expect(messages({ ...valid, blogContent: ` ${"x".repeat(BLOG_LIMITS.contentMax)}\r\n` })).toEqual([]);
    expect(messages({ ...valid, authorName: "n".repeat(101) })).toEqual([
      "authorName: Author name must be at most 100 characters",
    ]);
  });

  it("keeps line breaks in the body but refuses control characters and multi-line names", () => {
    expect(
      blogSubmissionSchema.parse({ ...valid, blogContent: `${valid.blogContent}\r\n\r\nSecond paragraph.` })
        .blogContent,
    ).toContain("\n\nSecond");
    expect(messages({ ...valid, blogContent: `${valid.blogContent}\u0000` })).toEqual([
      "blogContent: Blog content contains characters that are not allowed",
    ]);
    expect(messages({ ...valid, fullName: "Asha\r\nBcc: x@example.com" })).toEqual([
      "fullName: Full name must be one line of text",
    ]);
  });

  it("checks e-mail, phone, profile link and area", () => {
    expect(messages({ ...valid, email: "not-an-email" })).toEqual(["email: Invalid email"]);
    expect(messages({ ...valid, phoneNumber: "12ab" })).toEqual([
      "phoneNumber: Enter a valid phone number: 10 digits for India, or + and the country code",
    ]);
    expect(messages({ ...valid, phoneNumber: "12345" })).toEqual([
      "phoneNumber: Enter a valid phone number: 10 digits for India, or + and the country code",
    ]);
    expect(messages({ ...valid, socialMediaProfile: "javascript:alert(1)" })).toEqual([
      "socialMediaProfile: Enter the full link to your profile, starting with https://",
    ]);
    expect(messages({ ...valid, socialMediaProfile: "https://www.linkedin.com/in/asha" })).toEqual([]);
    expect(messages({ ...valid, area: "cooking-blog" })).toEqual([
      "area: Blog area must be one of business-blog, digital-blog, recruitment-blog",
    ]);
  });

  it("stops at the length of a 128 KB profile link, without reading it further", () => {
    const started = performance.now();
    expect(messages({ ...valid, socialMediaProfile: `https://${"a.".repeat(64_000)} x` })).toEqual([
      "socialMediaProfile: Social media profile must be at most 300 characters",
    ]);
    // The link pattern this replaced took about 7 s on this value; one length check takes microseconds.
    expect(performance.now() - started).toBeLessThan(500);
  });
});
