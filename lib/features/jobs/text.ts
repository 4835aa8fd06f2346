// A job description is plain text: paragraphs separated by blank lines, and lines starting with
// "- " or "* " as list items. It becomes blocks that the page renders as React text, never as HTML.
import { withoutLastWord } from "../../validation/text";

export type DescriptionBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const ITEM = /^\s*[-*•]\s+/;

export function descriptionBlocks(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const chunk of description.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
      paragraph = [];
    };
    for (const line of lines) {
      if (!ITEM.test(line)) {
        paragraph.push(line);
        continue;
      }
      flush();
      const item = line.replace(ITEM, "");
      const last = blocks.at(-1);
      if (last?.kind === "list") last.items.push(item);
      else blocks.push({ kind: "list", items: [item] });
    }
    flush();
  }
  return blocks;
}

/** The description as one line of plain text: for meta descriptions and JSON-LD. */
export function descriptionSummary(description: string, max = 160): string {
  const text = descriptionBlocks(description)
    .map((block) => (block.kind === "paragraph" ? block.text : block.items.join("; ")))
    .join(" ");
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // Cut at a word's end: drop the word the limit falls inside.
  return `${/\s/.test(text[max - 1] ?? "") ? cut : withoutLastWord(cut)}…`;
}
