import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

const GREETING = "Hi there! I'm your Virtual Assistant. How can I help you today?";
const JOB = "I'm looking for a job";
const SERVICES = "I'm interested in your services";

/** The chat assistant as a visitor finds it: the toggle, the panel and its conversation log. */
class Chat {
  readonly toggle: Locator;
  readonly panel: Locator;
  readonly log: Locator;
  readonly close: Locator;
  readonly startOver: Locator;

  constructor(readonly page: Page) {
    this.toggle = page.getByRole("button", { name: /^(Show|Hide) Chatbot$/ });
    this.panel = page.getByRole("dialog", { name: "Virtual Assistant" });
    this.log = this.panel.getByRole("log", { name: "Conversation" });
    this.close = this.panel.getByRole("button", { name: "Close chat" });
    this.startOver = this.panel.getByRole("button", { name: "Start over" });
  }

  option(name: string): Locator {
    return this.log.getByRole("button", { name, exact: true });
  }

  /** A message in the log whose whole text is `text` (an option button with that label is not one). */
  said(text: string): Locator {
    const whole = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
    return this.log.getByRole("paragraph").filter({ hasText: whole });
  }

  /** The chat of the page at `path`, opened. */
  static async openOn(page: Page, path = "/"): Promise<Chat> {
    const chat = new Chat(page);
    await page.goto(path);
    await chat.open();
    return chat;
  }

  async open(): Promise<void> {
    await expect(this.toggle).toHaveText("Show Chatbot");
    await this.toggle.click();
    await expect(this.panel).toBeVisible();
  }

  /** Picks each option in turn; the next pick waits for the bot to offer it. */
  async choose(...labels: string[]): Promise<void> {
    for (const label of labels) {
      const echoes = await this.said(label).count();
      await this.option(label).click();
      await expect(this.said(label)).toHaveCount(echoes + 1);
    }
  }
}

const FINAL_LINKS: Array<{ path: string[]; reply: RegExp; link: string; href: string }> = [
  { path: [JOB, "IT"], reply: /IT openings/, link: "View open positions", href: "/careers/jobs?area=it" },
  { path: [JOB, "Digital Marketing"], reply: /Digital Marketing openings/, link: "View open positions", href: "/careers/jobs?area=digital-marketing" },
  { path: [JOB, "Healthcare"], reply: /Healthcare openings/, link: "View open positions", href: "/careers/jobs?area=healthcare" },
  { path: [SERVICES, "IT Service and Consulting"], reply: /IT services and consulting/, link: "IT Service and Consulting", href: "/it-consulting" },
  { path: [SERVICES, "Recruitment"], reply: /recruitment works/, link: "Recruitment services", href: "/recruitment" },
  { path: [SERVICES, "Digital Marketing"], reply: /digital marketing services/, link: "Digital Marketing services", href: "/digital-marketing" },
  { path: [SERVICES, "Business Consulting"], reply: /business consulting/, link: "Business Consulting services", href: "/business-consulting" },
  { path: ["Contact Us", "Contact Us"], reply: /contact form/, link: "Open the contact form", href: "/contact" },
];

test.describe("chat assistant", () => {
  test("the toggle shows and hides the Virtual Assistant, which greets once with three options", async ({ page }) => {
    const chat = new Chat(page);
    await page.goto("/");
    await expect(chat.toggle).toHaveAttribute("aria-expanded", "false");
    await expect(chat.panel).toHaveCount(0);
    await chat.open();
    await expect(chat.toggle).toHaveText("Hide Chatbot");
    await expect(chat.toggle).toHaveAttribute("aria-expanded", "true");
    await expect(chat.panel.getByRole("heading", { name: "Virtual Assistant" })).toBeVisible();
    await expect(chat.log).toHaveAttribute("aria-live", "polite");
    await expect(chat.said(GREETING)).toHaveCount(1);
    await expect(chat.log.getByRole("button")).toHaveText([JOB, SERVICES, "Contact Us"]);

    await chat.toggle.click();
    await expect(chat.toggle).toHaveText("Show Chatbot");
    await expect(chat.panel).toBeHidden();
    await chat.toggle.click();
    await expect(chat.said(GREETING)).toHaveCount(1);
  });

  test("the bot answers exactly 500 ms after the visitor's pick, which is echoed at once", async ({ page }) => {
    const chat = new Chat(page);
    await page.clock.install();
    await page.goto("/");
    await chat.open();
    await expect(chat.said(GREETING)).toBeVisible();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));

    await chat.option(JOB).click();
    await expect(chat.said(JOB)).toBeVisible();
    await page.clock.runFor(499);
    // An absence cannot be awaited; give a render that a timer might have scheduled real time to land.
    await page.waitForTimeout(150);
    await expect(chat.said("Great! What kind of job are you looking for?")).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(chat.said("Great! What kind of job are you looking for?")).toBeVisible();
    await expect(chat.log.getByRole("button")).toHaveText(["IT", "Digital Marketing", "Healthcare"]);
  });

  for (const { path, reply, link, href } of FINAL_LINKS) {
    test(`${path.join(" → ")} ends with a link to ${href}`, async ({ page }) => {
      const chat = await Chat.openOn(page);
      await chat.choose(...path);
      for (const label of path) await expect(chat.said(label)).toHaveCount(path.filter((p) => p === label).length);
      await expect(chat.log.getByRole("paragraph").filter({ hasText: reply })).toBeVisible();
      await expect(chat.log.getByRole("link", { name: link })).toHaveAttribute("href", href);
      // Answered turns offer nothing more to click: the only control left in the log is the link.
      await expect(chat.log.getByRole("button")).toHaveCount(0);
      await expect(chat.log.getByRole("link")).toHaveCount(1);
    });
  }

  test("Start over clears the conversation back to the greeting", async ({ page }) => {
    const chat = await Chat.openOn(page);
    await chat.choose(SERVICES, "Recruitment");
    await expect(chat.log.getByRole("link", { name: "Recruitment services" })).toBeVisible();
    await chat.startOver.click();
    await expect(chat.said(SERVICES)).toHaveCount(0);
    await expect(chat.log.getByRole("link")).toHaveCount(0);
    await expect(chat.said(GREETING)).toHaveCount(1);
    await expect(chat.option(JOB)).toBeFocused();
  });

  test("focus moves into the panel on open and back to the toggle on Escape or Close chat", async ({ page }) => {
    const chat = await Chat.openOn(page);
    await expect(chat.option(JOB)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(chat.panel).toBeHidden();
    await expect(chat.toggle).toHaveText("Show Chatbot");
    await expect(chat.toggle).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(chat.panel).toBeVisible();
    await expect(chat.option(JOB)).toBeFocused();
    await page.keyboard.press("Enter");
    // The picked option leaves with its turn; the reply's first option takes the focus.
    await expect(chat.option("IT")).toBeFocused();
    await chat.close.click();
    await expect(chat.panel).toBeHidden();
    await expect(chat.toggle).toBeFocused();
  });

  test("the chat's own dark mode is saved under darkMode and restored only from the string true", async ({ page }) => {
    const chat = await Chat.openOn(page);
    await expect(chat.panel).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await chat.panel.getByRole("button", { name: "Dark Mode" }).click();
    await expect(chat.panel).not.toHaveCSS("background-color", "rgb(255, 255, 255)");
    const darkBackground = await chat.panel.evaluate((panel) => getComputedStyle(panel).backgroundColor);
    expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("true");
    await expect(page.locator("html")).toHaveClass(/light/);

    await page.reload();
    await chat.open();
    await expect(chat.panel.getByRole("button", { name: "Light Mode" })).toBeVisible();
    await expect(chat.panel).toHaveCSS("background-color", darkBackground);
    await chat.panel.getByRole("button", { name: "Light Mode" }).click();
    expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("false");

    await page.evaluate(() => localStorage.setItem("darkMode", "TRUE"));
    await page.reload();
    await chat.open();
    await expect(chat.panel.getByRole("button", { name: "Dark Mode" })).toBeVisible();
    await expect(chat.panel).toHaveCSS("background-color", "rgb(255, 255, 255)");
  });

  test("the conversation survives client navigation and a full reload", async ({ page }) => {
    const chat = await Chat.openOn(page, "/subscription/confirm");
    await chat.choose(JOB);
    await expect(chat.option("Healthcare")).toBeVisible();
    await page.evaluate(() => Object.assign(window, { chatMarker: true }));

    await page.getByRole("banner").getByRole("link", { name: "Solutions At One Place" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("This link is not valid");
    expect(await page.evaluate(() => "chatMarker" in window)).toBe(true);
    await expect(chat.toggle).toHaveText("Hide Chatbot");
    await expect(chat.said(JOB)).toBeVisible();
    await chat.choose("Healthcare");
    await expect(chat.log.getByRole("link", { name: "View open positions" })).toBeVisible();

    await page.reload();
    await chat.open();
    await expect(chat.said(GREETING)).toHaveCount(1);
    await expect(chat.said(JOB)).toBeVisible();
    await expect(chat.said("Healthcare")).toBeVisible();
    await expect(chat.log.getByRole("link", { name: "View open positions" })).toHaveAttribute("href", "/careers/jobs?area=healthcare");
  });

  test("the log scrolls to the newest message", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 520 });
    const chat = await Chat.openOn(page);
    await chat.choose(SERVICES, "Business Consulting");
    const link = chat.log.getByRole("link", { name: "Business Consulting services" });
    await expect(link).toBeInViewport();
    const { top, height, client } = await chat.log.evaluate((el) => ({ top: el.scrollTop, height: el.scrollHeight, client: el.clientHeight }));
    expect(height).toBeGreaterThan(client);
    expect(top + client).toBeGreaterThanOrEqual(height - 1);
  });

  test("the open panel has no axe violations in every site theme and chat mode", async ({ page }) => {
    const chat = await Chat.openOn(page);
    await chat.choose(JOB);
    await expect(chat.option("IT")).toBeVisible();
    await expectNoAxeViolations(page);
    await chat.panel.getByRole("button", { name: "Dark Mode" }).click();
    await expectNoAxeViolations(page);

    await chat.choose("IT");
    await expect(chat.log.getByRole("link", { name: "View open positions" })).toBeVisible();

    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
    await chat.panel.getByRole("button", { name: "Light Mode" }).click();
    await expectNoAxeViolations(page);
  });
});
