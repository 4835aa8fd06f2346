import type { Locator, Page } from "@playwright/test";

/** The navbar and footer every site page shares. */
export class SiteShell {
  readonly mainNav: Locator;
  readonly servicesButton: Locator;
  readonly themeToggle: Locator;
  readonly openMenu: Locator;
  readonly footer: Locator;
  readonly footerServices: Locator;
  readonly newsletterEmail: Locator;
  readonly newsletterSend: Locator;

  constructor(readonly page: Page) {
    this.mainNav = page.getByRole("navigation", { name: "Main" });
    this.servicesButton = this.mainNav.getByRole("button", { name: "Our Services" });
    this.themeToggle = page.getByRole("button", { name: /Switch to (dark|light) theme/ });
    this.openMenu = page.getByRole("button", { name: "Open menu" });
    this.footer = page.getByRole("contentinfo");
    this.footerServices = this.footer.getByRole("button", { name: "Services" });
    this.newsletterEmail = this.footer.getByLabel("Subscribe to our newsletter");
    this.newsletterSend = this.footer.getByRole("button", { name: "Send" });
  }

  async subscribe(email: string): Promise<void> {
    await this.newsletterEmail.fill(email);
    await this.newsletterSend.click();
  }
}
