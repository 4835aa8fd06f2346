// A newsletter written in Markdown: its HTML is the blog's (one parser and one sanitiser for posts
// and mail), its web links then point at the campaign's counted redirects, and its plain-text part
// is read from the same parse: list items as "- ", a link as its text and address, code as typed.
import "server-only";
import type { SafeBlock } from "../../core/mail/layout";
import { escapeHtml } from "../../core/mail/escape";
import { markdownTokens, renderMarkdown } from "../blog";

type Token = ReturnType<typeof markdownTokens>[number];
/** Where a link of the message points in this copy: its counted link, or null to keep it. */
export type Href = (url: string) => string | null;

/** The web addresses of the message's links, as the parser normalised them, in order. */
export function markdownHrefs(source: string): string[] {
  return markdownTokens(source).flatMap((token) =>
    (token.children ?? [])
      .filter((child) => child.type === "link_open")
      .map((child) => String(child.attrGet("href") ?? "")),
  );
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#39;": "'", "&lt;": "<", "&gt;": ">" };
const unescapeAttribute = (value: string) =>
  value.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

function inlineText(children: Token[], href: Href): string {
  let out = "";
  let link: { url: string; start: number; linkified: boolean } | null = null;
  for (const child of children) {
    if (child.type === "text" || child.type === "code_inline" || child.type === "image") out += child.content;
    else if (child.type === "softbreak" || child.type === "hardbreak") out += "\n";
    else if (child.type === "link_open")
      link = { url: String(child.attrGet("href") ?? ""), start: out.length, linkified: child.markup === "linkify" };
    else if (child.type === "link_close" && link) {
      const target = href(link.url) ?? link.url;
      out = link.linkified ? `${out.slice(0, link.start)}${target}` : `${out} (${target})`;
      link = null;
    }
  }
  return out;
}

function plainText(tokens: Token[], href: Href): string {
  const blocks: Array<{ text: string; tight: boolean }> = [];
  const lists: Array<{ ordered: boolean; n: number }> = [];
  let marker = "";
  let row: string[] | null = null;
  for (const token of tokens) {
    const list = lists[lists.length - 1];
    if (token.type === "bullet_list_open" || token.type === "ordered_list_open")
      lists.push({ ordered: token.type === "ordered_list_open", n: Number(token.attrGet("start") ?? 1) - 1 });
    else if (token.type === "bullet_list_close" || token.type === "ordered_list_close") lists.pop();
    else if (token.type === "list_item_open" && list)
      marker = `${"  ".repeat(lists.length - 1)}${list.ordered ? `${++list.n}.` : "-"} `;
    else if (token.type === "tr_open") row = [];
    else if (token.type === "tr_close" && row) {
      blocks.push({ text: row.join(" | "), tight: true });
      row = null;
    } else if (token.type === "hr") blocks.push({ text: "---", tight: false });
    else if (token.type === "fence" || token.type === "code_block")
      blocks.push({ text: token.content.trimEnd(), tight: false });
    else if (token.type === "inline") {
      const text = inlineText(token.children ?? [], href);
      if (row) row.push(text);
      else blocks.push({ text: `${marker}${text}`, tight: lists.length > 0 });
      marker = "";
    }
  }
  return blocks
    .map((block, n) => (n === 0 ? "" : block.tight && blocks[n - 1]?.tight ? "\n" : "\n\n") + block.text)
    .join("");
}

/** The message as one mail block: sanitised HTML with counted links, and its plain-text reading. */
export function markdownBlock(source: string, href: Href): SafeBlock {
  const safeHtml = renderMarkdown(source).replace(/href="([^"]*)"/g, (whole, value: string) => {
    const target = href(unescapeAttribute(value));
    return target ? `href="${escapeHtml(target)}"` : whole;
  });
  return { safeHtml, text: plainText(markdownTokens(source), href) };
}
