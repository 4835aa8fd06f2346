// The one Markdown renderer (blog posts, newsletters, the team's notes): the post page renders with it on
// the server and the writer's preview loads this very module in the browser, so the preview is the page. Two layers, each enough alone:
// markdown-it with raw HTML off (a typed tag stays visible text) and links checked against a
// scheme allow-list, then sanitize-html holding the output to MARKDOWN_ALLOW_LIST (anything else
// is escaped to text). No server-only code here: it runs in both places.
import markdownIt, { type MarkdownIt } from "markdown-it";
import sanitizeHtml from "sanitize-html";

/** Link targets a post may have: web pages, mail addresses, and paths or anchors on this site. */
const SAFE_SCHEMES = ["http", "https", "mailto"];
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function isSafeLink(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed.startsWith("//")) return false;
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  return scheme === undefined || SAFE_SCHEMES.includes(scheme);
}

/** Table alignment as classes (a style attribute would need 'unsafe-inline' in the CSP). */
const ALIGN_CLASSES: Record<string, string> = {
  "text-align:left": "align-left",
  "text-align:center": "align-center",
  "text-align:right": "align-right",
};

function createParser(): MarkdownIt {
  // "default" is CommonMark plus GFM tables and strikethrough; linkify links bare web addresses only.
  const md = markdownIt("default", { html: false, linkify: true, typographer: false });
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: false });
  md.validateLink = isSafeLink;
  // Images would load from anywhere and track readers: a post's picture is its cover. The alt text stays.
  md.renderer.rules.image = (tokens, index) => md.utils.escapeHtml(tokens[index]?.content ?? "");
  md.core.ruler.push("align_classes", (state) => {
    for (const token of state.tokens) {
      const style = token.attrGet("style");
      if (style === null) continue;
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== "style");
      const align = ALIGN_CLASSES[style];
      if (align) token.attrSet("class", align);
    }
    return true;
  });
  return md;
}

const REL = "nofollow ugc noopener";

/** Everything a rendered post may contain; the rest is escaped to visible text. */
export const MARKDOWN_ALLOW_LIST = {
  tags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "em",
    "s",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  attributes: { a: ["href", "title", "rel"], ol: ["start"], pre: ["tabindex"], th: ["class"], td: ["class"] },
  classes: { th: Object.values(ALIGN_CLASSES), td: Object.values(ALIGN_CLASSES) },
  schemes: SAFE_SCHEMES,
  rel: REL,
} as const;

// The page's title is its only h1, so a post's headings start one level down.
const headingDown = (to: string) => sanitizeHtml.simpleTransform(to, {});

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...MARKDOWN_ALLOW_LIST.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(MARKDOWN_ALLOW_LIST.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedClasses: Object.fromEntries(
    Object.entries(MARKDOWN_ALLOW_LIST.classes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...SAFE_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: "escape",
  transformTags: {
    h1: headingDown("h2"),
    h2: headingDown("h3"),
    h3: headingDown("h4"),
    h4: headingDown("h5"),
    h5: headingDown("h6"),
    a: sanitizeHtml.simpleTransform("a", { rel: REL }),
    // A code block scrolls sideways rather than widen the page (app/globals.css): a keyboard scrolls it once it has
    // the focus.
    pre: sanitizeHtml.simpleTransform("pre", { tabindex: "0" }),
  },
};

let parser: MarkdownIt | null = null;
const markdown = () => (parser ??= createParser());

/** A post's Markdown as safe HTML: the same string on the post page and in the writer's preview. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown().render(source), SANITIZE);
}

/** The parsed tokens of a Markdown text (the same parser as the page), for renderings other than HTML. */
export const markdownTokens = (source: string) => markdown().parse(source, {});

// A heading or paragraph that ends without these gets a period, so blocks never run together
// ("Pricing Our plans" reads "Pricing. Our plans"); table cells stay apart by a space only.
const ENDS_A_SENTENCE = new Set([".", "!", "?", ":", ";", "…"]);
const SENTENCE_BLOCKS = new Set(["heading_open", "paragraph_open"]);

/** The words of a Markdown text without its syntax, for card excerpts and descriptions. */
export function markdownText(source: string): string {
  const blocks: string[] = [];
  const tokens = markdownTokens(source);
  tokens.forEach((token, index) => {
    if (token.type === "fence" || token.type === "code_block") blocks.push(token.content);
    if (token.type !== "inline") return;
    const words: string[] = [];
    for (const child of token.children ?? []) {
      if (child.type === "text" || child.type === "code_inline" || child.type === "image") words.push(child.content);
      else if (child.type === "softbreak" || child.type === "hardbreak") words.push(" ");
    }
    const text = words.join("").trim();
    if (text === "") return;
    const sentence =
      SENTENCE_BLOCKS.has(tokens[index - 1]?.type ?? "") && !ENDS_A_SENTENCE.has(text.charAt(text.length - 1));
    blocks.push(sentence ? `${text}.` : text);
  });
  return blocks.join(" ").replace(/\s+/g, " ").trim();
}
