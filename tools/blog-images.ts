// Makes the cover images of the seeded blog posts (public/blog/<area>/<slug>.webp): a gradient in
// the area's colours with a pattern chosen from the slug, 640x360 WebP. Run with
// `npx tsx tools/blog-images.ts` after adding a seeded post; the files are committed.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { SEED_AREAS, seedImagePath } from "../lib/content/blog-posts";

const WIDTH = 640;
const HEIGHT = 360;
const PALETTES: Record<string, Array<[string, string, string]>> = {
  business: [
    ["#1d4ed8", "#312e81", "#93c5fd"],
    ["#0f766e", "#1e3a8a", "#99f6e4"],
    ["#334155", "#1d4ed8", "#cbd5e1"],
  ],
  digital: [
    ["#7c3aed", "#0f766e", "#ddd6fe"],
    ["#db2777", "#4338ca", "#fbcfe8"],
    ["#0891b2", "#6d28d9", "#a5f3fc"],
  ],
  recruitment: [
    ["#ea580c", "#9f1239", "#fed7aa"],
    ["#ca8a04", "#b91c1c", "#fef08a"],
    ["#be123c", "#7c2d12", "#fecdd3"],
  ],
};

function pattern(kind: number, ink: string, seed: Buffer): string {
  const n = (i: number) => seed[i % seed.length] ?? 0;
  switch (kind) {
    case 0: // circles
      return Array.from(
        { length: 7 },
        (_, i) =>
          `<circle cx="${(n(i) / 255) * WIDTH}" cy="${(n(i + 7) / 255) * HEIGHT}" r="${20 + (n(i + 14) % 90)}" fill="${ink}" fill-opacity="${0.12 + (i % 3) * 0.08}"/>`,
      ).join("");
    case 1: // bars, like a chart
      return Array.from({ length: 9 }, (_, i) => {
        const h = 60 + (n(i) % 200);
        return `<rect x="${60 + i * 60}" y="${HEIGHT - 40 - h}" width="36" height="${h}" rx="6" fill="${ink}" fill-opacity="0.35"/>`;
      }).join("");
    case 2: // diagonal stripes
      return Array.from(
        { length: 12 },
        (_, i) =>
          `<rect x="${i * 70 - 200}" y="-100" width="${18 + (n(i) % 24)}" height="700" fill="${ink}" fill-opacity="0.18" transform="rotate(30 ${i * 70} 180)"/>`,
      ).join("");
    default: // a grid of dots with a wave
      return (
        Array.from(
          { length: 60 },
          (_, i) => `<circle cx="${40 + (i % 12) * 52}" cy="${40 + Math.floor(i / 12) * 70}" r="${3 + (n(i) % 5)}" fill="${ink}" fill-opacity="0.45"/>`,
        ).join("") +
        `<path d="M0 ${260 - (n(3) % 60)} C 160 ${140 + (n(4) % 80)}, 420 ${330 - (n(5) % 60)}, 640 ${200 + (n(6) % 60)}" stroke="${ink}" stroke-width="10" fill="none" stroke-opacity="0.6"/>`
      );
  }
}

async function main() {
  for (const { area, posts } of SEED_AREAS) {
    const palettes = PALETTES[area] ?? [];
    for (const post of posts) {
      const seed = createHash("sha256").update(post.slug).digest();
      const [from, to, ink] = palettes[(seed[0] ?? 0) % palettes.length] ?? ["#1d4ed8", "#0f766e", "#ffffff"];
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
        <rect width="100%" height="100%" fill="url(#g)"/>${pattern((seed[1] ?? 0) % 4, ink, seed)}</svg>`;
      const file = path.join("public", seedImagePath(area, post.slug));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      await sharp(Buffer.from(svg)).webp({ quality: 60 }).toFile(file);
    }
  }
  console.log("[blog-images] done");
}

void main();
