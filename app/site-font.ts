import localFont from "next/font/local";

// The site's font: Geist Sans cut to the characters and weights the site draws (tools/subset-font.mjs
// makes the file). Its CSS variable is what globals.css's --font-sans reads, as the geist package's was.
export const siteSans = localFont({
  src: "./fonts/geist-sans-latin.woff2",
  variable: "--font-geist-sans",
  weight: "400 700",
});
