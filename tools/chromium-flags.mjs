// The Chromiums of the project and the flags every one of them starts with (Playwright's e2e runs
// and the bench): no sandbox in containers, no GPU, and none of the background traffic that would
// skew a measurement.
// The bench (Lighthouse, traces, first visits) measures what a visitor's browser does: Debian's
// Chromium. The end-to-end tests check what a page does, in Debian's headless shell: the same
// engine without the browser's window layer, as Playwright drives headless runs by default. On
// 2 cores the whole suite took 18.9 min in Chromium (its browser and GPU processes had 22 % of the
// CPU the run used) and 13.1 min in the headless shell.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
