import { waitForLoadingScreen } from "./pages/carousel";
import { startDripProxy } from "./support/drip-proxy";
import { expect, test } from "./support/fixtures";

// A phone paints a page before it has parsed all of it: on a slow network, or a processor busy
// enough that the parser yields. The drip proxy makes that happen at every button and icon, so
// anything laid out right to left (the header's buttons, a carousel's controls, the chat toggle)
// that would be drawn in one place and pushed to another as the rest arrives shows as a shift.
const PAGES = ["/it-consulting", "/"];
const WIDTHS = [390, 1280];

/** The page's layout shifts so far, and when it first painted against when its HTML was all in. */
const shiftsAndTimes = () =>
  new Promise<{ shift: number; firstPaint: number; parsed: number }>((resolve) => {
    let shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1;
    setTimeout(() => resolve({ shift, firstPaint, parsed: navigation?.domInteractive ?? -1 }), 500);
  });

for (const path of PAGES) {
  for (const width of WIDTHS) {
    test(`${path} painted while half parsed shifts nothing at ${width} px`, async ({ page, baseURL }) => {
      const proxy = await startDripProxy(baseURL ?? "");
      try {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${proxy.url}${path}`);
        await waitForLoadingScreen(page);
        const { shift, firstPaint, parsed } = await page.evaluate(shiftsAndTimes);
        // The page did paint before its HTML was parsed: the test saw the half-drawn states.
        expect(firstPaint).toBeGreaterThan(0);
        expect(firstPaint).toBeLessThan(parsed);
        expect(shift).toBe(0);
      } finally {
        await proxy.close();
      }
    });
  }
}
