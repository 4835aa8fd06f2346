// Every icon the site's server components draw is a symbol of one SVG sprite (app/icons.svg/route.ts),
// and each icon on a page is `<svg><use href="/icons.svg?v=<hash>#name"/></svg>`: its path data
// is neither in the page's HTML nor in its RSC payload, and the sprite is fetched once and kept
// (the URL changes when a drawing does). The symbols carry lucide's stroke attributes, so a page's
// icon is only its size, class and reference. The sprite is made here, from exactly the icons
// named below: content's (components/ui/content-icons.ts), the controls' (components/ui/server-icons.tsx)
// and the brand marks (components/ui/brand-marks.ts). Every icon is decorative (aria-hidden): the
// text beside it carries the meaning.
import "server-only";
import { createHash } from "node:crypto";
import { escapeHtml } from "@/lib/core/mail/escape";
import {
  ArrowLeft,
  ArrowRight,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  MapPin,
  Menu,
  MessageCircle,
  Moon,
  Pause,
  Phone,
  Play,
  Sun,
  X,
  type IconNode,
} from "lucide";
import { BRAND_MARKS } from "./brand-marks";
import { CONTENT_ICONS } from "./content-icons";

/** The controls' and contact lines' icons (content's `clock`, `mail`, `map` and `search` serve them too). */
const CONTROL_ICONS = {
  "arrow-left": ArrowLeft,
  "arrow-right": ArrowRight,
  "chevron-down": ChevronDown,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  "map-pin": MapPin,
  menu: Menu,
  "message-circle": MessageCircle,
  moon: Moon,
  pause: Pause,
  phone: Phone,
  play: Play,
  sun: Sun,
  x: X,
} satisfies Record<string, IconNode>;

const STROKED = { ...CONTENT_ICONS, ...CONTROL_ICONS };
type BrandName = `brand-${keyof typeof BRAND_MARKS}`;
export type SpriteName = keyof typeof STROKED | BrandName;

function symbol(id: string, attributes: string, node: IconNode): string {
  const children = node.map(
    ([tag, attrs]) =>
      `<${tag}${Object.entries(attrs)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => ` ${name}="${escapeHtml(String(value ?? ""))}"`)
        .join("")}/>`,
  );
  return `<symbol id="${id}" viewBox="0 0 24 24" ${attributes}>${children.join("")}</symbol>`;
}

// lucide's own attributes (as lucide-react draws them), on each symbol instead of on each use.
const LUCIDE_STROKE = `fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;

const SYMBOLS = [
  ...Object.entries(STROKED).map(([name, node]) => symbol(name, LUCIDE_STROKE, node)),
  ...Object.entries(BRAND_MARKS).map(([network, d]) =>
    symbol(`brand-${network}`, `fill="currentColor"`, [["path", { d }]]),
  ),
].sort();

/** The sprite's document: one symbol per icon. */
export const SPRITE_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${SYMBOLS.join("")}</svg>`;

/** The sprite's path; the version changes with its bytes, so a browser may keep it for good. */
export const SPRITE_PATH = "/icons.svg";
export const SPRITE_URL = `${SPRITE_PATH}?v=${createHash("sha256").update(SPRITE_SVG).digest("hex").slice(0, 12)}`;

/**
 * An icon of the sprite: `className` sizes it (every caller's gives its height and width), or else
 * it is `size` px square.
 */
export function SpriteIcon({ name, className, size = 24 }: { name: SpriteName; className?: string; size?: number }) {
  const square = className ? {} : { width: size, height: size };
  return (
    <svg {...square} aria-hidden="true" className={className}>
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}
