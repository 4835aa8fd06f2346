// The flags every headless Debian Chromium of the project starts with (Playwright's e2e runs and
// the bench): no sandbox in containers, no GPU, and none of the background traffic that would
// skew a measurement.
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
