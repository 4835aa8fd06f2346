// A template's placeholders ({{first_name}} …) and the values a record gives them. Filled by a scan,
// not a pattern: an operator's text of any length is read once, left to right.
import "server-only";
import { PLACEHOLDERS, type Placeholder } from "../../content/conversations";
import { BOOKING_PATH } from "../../content/booking-link";
import { config } from "../../core/config";
import { db } from "../../core/db";

export type PlaceholderValues = Partial<Record<Placeholder, string>>;

const isPlaceholder = (key: string): key is Placeholder => Object.hasOwn(PLACEHOLDERS, key);

/** `text` with each known {{placeholder}} replaced by its value ("" when it has none); others kept as typed. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  let out = "";
  let from = 0;
  // The next "}}" is looked for again only once it is behind: each character is read a bounded number of times.
  let close = -1;
  for (;;) {
    const open = text.indexOf("{{", from);
    if (open >= 0 && close < open + 2) close = text.indexOf("}}", open + 2);
    if (open < 0 || close < 0) return out + text.slice(from);
    const key = text.slice(open + 2, close).trim();
    // A long run between braces is no placeholder: keep its opening and read on after it.
    if (close - open > 40 || !isPlaceholder(key)) {
      out += text.slice(from, open + 2);
      from = open + 2;
      continue;
    }
    out += text.slice(from, open) + (values[key] ?? "");
    from = close + 2;
  }
}

/** What a record gives the placeholders: the person's first name, the job or company, the owner and the public booking page. */
export async function placeholderValues(itemId: string, writerName: string): Promise<PlaceholderValues> {
  const item = await db.workItem.findUnique({
    where: { id: itemId },
    select: { kind: true, name: true, title: true, owner: { select: { name: true } } },
  });
  if (!item) return {};
  const title = item.title ?? "";
  return {
    first_name: item.name.trim().split(/\s+/, 1)[0] ?? "",
    job_title: item.kind === "career" ? title : "",
    company: item.kind === "business" || item.kind === "partnership" ? title : "",
    owner_name: item.owner?.name ?? writerName,
    booking_link: `${config.siteUrl}${BOOKING_PATH}`,
  };
}
