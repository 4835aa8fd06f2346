import { expect, type Locator, type Page } from "@playwright/test";

/** A carousel region by its label, with its arrows, pause control and visible items. */
export class Carousel {
  readonly root: Locator;
  readonly items: Locator;
  readonly pauseButton: Locator;
  readonly playButton: Locator;

  constructor(
    readonly page: Page,
    label: string,
    readonly itemName = "slide",
  ) {
    this.root = page.getByRole("region", { name: label });
    this.items = this.root.getByRole("group", { includeHidden: true });
    this.pauseButton = this.root.getByRole("button", { name: /^Pause/ });
    this.playButton = this.root.getByRole("button", { name: /^Play/ });
  }

  next() {
    return this.root.getByRole("button", { name: `Next ${this.itemName}` }).click();
  }

  previous() {
    return this.root.getByRole("button", { name: `Previous ${this.itemName}` }).click();
  }

  visibleItems() {
    return this.items.filter({ visible: true });
  }

  async expectShowing(...labels: string[]) {
    await expect(this.visibleItems()).toHaveCount(labels.length);
    for (const label of labels) await expect(this.root.getByRole("group", { name: label })).toBeVisible();
  }
}

/** Waits until the 1-second loading screen has gone, so clicks reach the page. */
export async function waitForLoadingScreen(page: Page) {
  await expect(page.getByTestId("loading-screen")).toBeHidden({ timeout: 5000 });
}

/** Fakes the page's timers and stops time, so only `page.clock.runFor` moves carousels. */
export async function freezeClock(page: Page) {
  const start = new Date("2026-01-05T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}
