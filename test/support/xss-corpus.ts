// The usual XSS payloads, written as a contributor could type them into a Markdown post, and one
// check of rendered markup against the renderer's allow-list. The unit test renders each payload
// through renderMarkdown; the end-to-end test stores them as a post and reads the page and the
// preview. Every payload that could run calls alert() with its own marker, so a dialog names it.

export type XssPayload = { name: string; markdown: string };

export const XSS_CORPUS: XssPayload[] = [
  { name: "script tag", markdown: "<script>alert('xss-script')</script>" },
  { name: "img onerror", markdown: "<img src=x onerror=alert('xss-img')>" },
  { name: "svg onload", markdown: "<svg onload=alert('xss-svg')><circle r=\"10\"/></svg>" },
  { name: "svg with script inside", markdown: "<svg><script>alert('xss-svg-script')</script></svg>" },
  { name: "iframe", markdown: "<iframe src=\"javascript:alert('xss-iframe')\"></iframe>" },
  { name: "raw html link", markdown: "<a href=\"javascript:alert('xss-raw-link')\">raw link</a>" },
  { name: "style tag", markdown: "<style>body{display:none}</style>" },
  { name: "details ontoggle", markdown: "<details open ontoggle=alert('xss-details')>" },
  { name: "form action", markdown: "<form action=\"javascript:alert('xss-form')\"><button>go</button></form>" },
  { name: "object data", markdown: "<object data=\"javascript:alert('xss-object')\"></object>" },
  { name: "base href", markdown: "<base href=\"javascript:alert('xss-base')//\">" },
  { name: "meta refresh", markdown: '<meta http-equiv="refresh" content="0;url=javascript:alert(\'xss-meta\')">' },
  { name: "mutation xss", markdown: "<math><mtext><table><mglyph><style><img src=x onerror=alert('xss-mxss')>" },
  { name: "entity-encoded tags", markdown: "&#60;script&#62;alert('xss-entities')&#60;/script&#62;" },
  { name: "markdown javascript link", markdown: "[click me](javascript:alert('xss-md-link'))" },
  { name: "mixed-case scheme", markdown: "[click me](JaVaScRiPt:alert('xss-case'))" },
  { name: "entity in scheme", markdown: "[click me](jav&#x61;script:alert('xss-entity-scheme'))" },
  { name: "tab in scheme", markdown: "[click me](java\tscript:alert('xss-tab'))" },
  { name: "bracketed destination", markdown: "[click me](<javascript:alert('xss-bracketed')>)" },
  { name: "autolink", markdown: "<javascript:alert('xss-autolink')>" },
  { name: "reference link", markdown: "[by reference][evil]\n\n[evil]: javascript:alert('xss-reference')" },
  { name: "vbscript link", markdown: "[old browsers](vbscript:msgbox('xss-vbscript'))" },
  { name: "data URL link", markdown: "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzLWRhdGEnKTwvc2NyaXB0Pg==)" },
  { name: "data URL image", markdown: "![svg](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)" },
  { name: "remote image", markdown: "![tracker](https://tracker.example/pixel.png)" },
  { name: "file link", markdown: "[passwords](file:///etc/passwd)" },
  { name: "protocol-relative link", markdown: "[elsewhere](//evil.example/phish)" },
  { name: "title attribute break-out", markdown: '[x](https://example.com "t\\" onmouseover=\\"alert(\'xss-title\')")' },
  { name: "image inside a javascript link", markdown: "[![pic](x)](javascript:alert('xss-nested'))" },
  { name: "html inside emphasis", markdown: "**<img src=x onerror=alert('xss-emphasis')>**" },
  { name: "html inside a table cell", markdown: "| cell |\n| --- |\n| <script>alert('xss-cell')</script> |" },
  { name: "html inside a list and a quote", markdown: "- > <img src=x onerror=alert('xss-list')>" },
  { name: "html in a link text", markdown: "[<img src=x onerror=alert('xss-link-text')>](https://example.com)" },
  { name: "emphasis inside an attribute", markdown: "<a href=\"**javascript:alert('xss-attr')**\">x</a>" },
];

/** The whole corpus as one Markdown body, payloads as paragraphs. */
export const XSS_BODY = XSS_CORPUS.map((payload) => payload.markdown).join("\n\n");

/** What the renderer's allow-list lets through (lib/features/blog/markdown.ts): tags, and attributes per tag. */
const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  em: [],
  s: [],
  code: [],
  pre: ["tabindex"],
  blockquote: [],
  ul: [],
  ol: ["start"],
  li: [],
  a: ["href", "title", "rel"],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ["class"],
  td: ["class"],
};
const SAFE_HREF = /^(?:https?:|mailto:|\/(?!\/)|#|[^:]*$)/i;

/** Every way `html` steps outside the allow-list (an empty list when it is inert). */
export function unsafeMarkup(html: string): string[] {
  const problems: string[] = [];
  for (const [, name = "", attributes = ""] of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const tag = name.toLowerCase();
    const allowed = ALLOWED[tag];
    if (!allowed) {
      problems.push(`<${tag}> is not allowed`);
      continue;
    }
    for (const [, attribute = "", value = ""] of attributes.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
      if (!allowed.includes(attribute.toLowerCase())) problems.push(`${attribute} on <${tag}>`);
      if (attribute === "href" && !SAFE_HREF.test(value.replace(/&amp;/g, "&").trim())) problems.push(`href="${value}"`);
    }
  }
  return problems;
}
