import { describe, expect, it } from "vitest";
import { unsafeMarkup, XSS_BODY, XSS_CORPUS } from "@/test/support/xss-corpus";
import { markdownText, renderMarkdown } from "./markdown";

describe("renderMarkdown: CommonMark and GFM", () => {
  it("renders paragraphs, emphasis, code, quotes and rules", () => {
    expect(
      renderMarkdown("One *two* **three** `four`\nsame paragraph\n\n> quoted\n\n---\n\n```\n<b>code</b>\n```"),
    ).toBe(
      "<p>One <em>two</em> <strong>three</strong> <code>four</code>\nsame " +
        "paragraph</p>\n<blockquote>\n<p>quoted</p>\n</blockquote>\n<hr />\n<pre " +
        'tabindex="0"><code>&lt;b&gt;code&lt;/b&gt;\n</code></pre>\n',
    );
  });

  it("renders bullet, numbered and nested lists, keeping a list's start number", () => {
    expect(renderMarkdown("- one\n- two\n  1. inner\n\n3. three\n4. four")).toBe(
      "<ul>\n<li>one</li>\n<li>two\n<ol>\n<li>inner</li>\n</ol>\n</li>\n</ul>\n<ol " +
        'start="3">\n<li>three</li>\n<li>four</li>\n</ol>\n',
    );
  });

  it("renders a GFM table with its alignment as classes, and strikethrough", () => {
    const html = renderMarkdown("| Role | Salary |\n| :--- | ---: |\n| Analyst | ~~5~~ 6 LPA |");
    expect(html).toBe(
      '<table>\n<thead>\n<tr>\n<th class="align-left">Role</th>\n<th ' +
        'class="align-right">Salary</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td ' +
        'class="align-left">Analyst</td>\n<td class="align-right"><s>5</s> 6 ' +
        "LPA</td>\n</tr>\n</tbody>\n</table>\n",
    );
    expect(html).not.toContain("style=");
  });

  it("starts headings at h2, under the page's title", () => {
    expect(renderMarkdown("# One\n## Two\n###### Six")).toBe("<h2>One</h2>\n<h3>Two</h3>\n<h6>Six</h6>\n");
  });

  it('gives every link rel="nofollow ugc noopener" and links bare web addresses only', () => {
    expect(
      renderMarkdown('[site](https://example.com "Example") and https://example.org, not example.net or a@b.co'),
    ).toBe(
      '<p><a href="https://example.com" title="Example" rel="nofollow ugc noopener">site</a> and <a ' +
        'href="https://example.org" rel="nofollow ugc noopener">https://example.org</a>, not example.net or ' +
        "a@b.co</p>\n",
    );
    expect(renderMarkdown("[mail](mailto:hr@example.com) [here](/business-blog#all-blogs)")).toContain(
      '<a href="/business-blog#all-blogs" rel="nofollow ugc noopener">here</a>',
    );
  });

  it("shows an image's alt text instead of loading it", () => {
    expect(renderMarkdown("![Team photo](https://example.com/team.png)")).toBe("<p>Team photo</p>\n");
  });
});

describe("renderMarkdown: the XSS corpus", () => {
  for (const payload of XSS_CORPUS) {
    it(`keeps "${payload.name}" inert`, () => {
      const html = renderMarkdown(payload.markdown);
      expect(unsafeMarkup(html)).toEqual([]);
      // Typed HTML reaches the reader as the text that was typed.
      if (payload.markdown.startsWith("<") && !payload.markdown.startsWith("<javascript:"))
        expect(html).toMatch(/^<p>&lt;[a-z]/);
    });
  }

  it("shows typed HTML as the text it is", () => {
    expect(renderMarkdown("<script>alert('x')</script>")).toBe("<p>&lt;script&gt;alert('x')&lt;/script&gt;</p>\n");
    expect(renderMarkdown("[click me](javascript:alert(1))")).toBe("<p>[click me](javascript:alert(1))</p>\n");
  });

  it("keeps the whole corpus inert as one post", () => {
    expect(unsafeMarkup(renderMarkdown(XSS_BODY))).toEqual([]);
  });

  it("the check itself finds what the renderer must never let through", () => {
    expect(unsafeMarkup('<p onclick="x">a</p><script>b</script><a href="javascript:c">d</a><img src="e">')).toEqual([
      "onclick on <p>",
      "<script> is not allowed",
      'href="javascript:c"',
      "<img> is not allowed",
    ]);
  });
});

describe("markdownText", () => {
  it("keeps the words and drops the syntax, for excerpts", () => {
    expect(
      markdownText(
        "# Title\n\nSome **bold** [link](https://x.example) and `code`.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n- " +
          "item",
      ),
    ).toBe("Title. Some bold link and code. a b 1 2 item.");
  });

  it("never glues a heading to the sentence after it, and keeps a block's own ending", () => {
    expect(markdownText("## Pricing\n\nOur plans start small\n\n### Why?\n\n- one\n- two:")).toBe(
      "Pricing. Our plans start small. Why? one. two:",
    );
    expect(markdownText("```\nconst x = 1;\n```\n\nAfter the code")).toBe("const x = 1; After the code.");
  });
});
