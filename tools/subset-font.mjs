// The site's font file (#39): Geist Sans, the variable font of the `geist` package, cut to the
// characters and weights the site draws. The package's file (69 KB) holds Latin Extended,
// Cyrillic and weights 100-900; a phone fetches the font before the first paint of text (it is
// preloaded), so its size is part of every page's LCP. This one holds Basic Latin, Latin-1, the
// general punctuation block and a few signs (22 KB); a character outside it is drawn in the
// fallback font, as any font's missing glyph is. Weights 400-700: the site's classes use normal,
// medium, semibold and bold only. Made by subset-font (HarfBuzz), committed, and made again here:
//   node tools/subset-font.mjs          writes app/fonts/geist-sans-latin.woff2
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SOURCE_FONT = path.join(root, "node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2");
export const SITE_FONT = path.join(root, "app/fonts/geist-sans-latin.woff2");
export const WEIGHTS = { min: 400, max: 700 };

const range = (first, last) => String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, i) => first + i));
/** Every character the file holds: Basic Latin, Latin-1, general punctuation, and these signs. */
export const SUBSET_TEXT = range(0x20, 0x7e) + range(0xa0, 0xff) + range(0x2010, 0x2027) + range(0x2030, 0x203a) + "₹€™←↑→↓−";

/** The font file as this script makes it. */
export function subsetSiteFont() {
  return subsetFont(fs.readFileSync(SOURCE_FONT), SUBSET_TEXT, { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await subsetSiteFont();
  fs.writeFileSync(SITE_FONT, font);
  console.log(`${path.relative(root, SITE_FONT)}: ${font.length} bytes (from ${fs.statSync(SOURCE_FONT).size})`);
}
