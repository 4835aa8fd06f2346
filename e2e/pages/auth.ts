import { expect, type Page } from "@playwright/test";
import { waitForMail } from "../support/mail";

export const PASSWORD = "Str0ng!Pass";

/** The account screens: their forms, toasts and the code boxes. */
export class AuthPages {
  constructor(readonly page: Page) {}

  toast(text?: string) {
    const toasts = this.page.getByRole("status");
    return text ? toasts.filter({ hasText: text }) : toasts;
  }

  async expectToast(text: string) {
    await expect(this.toast(text)).toBeVisible();
  }

  box(index: number) {
    return this.page.getByRole("textbox", { name: `Digit ${index + 1} of 6` });
  }

  async fillSignup(values: { name?: string; email?: string; password?: string; confirm?: string }) {
    await this.page.getByLabel("Name").fill(values.name ?? "");
    await this.page.getByLabel("Email").fill(values.email ?? "");
    await this.page.getByLabel("Password", { exact: true }).fill(values.password ?? "");
    await this.page.getByLabel("Confirm Password").fill(values.confirm ?? "");
  }

  async fillLogin(email: string, password: string) {
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password").fill(password);
  }

  /** The reset screen: a new password twice, then the success toast and the move to /login. */
  async chooseNewPassword(password: string) {
    await this.page.getByLabel("New Password").fill(password);
    await this.page.getByLabel("Confirm Password").fill(password);
    await this.page.getByRole("button", { name: "Update Password" }).click();
    await this.expectToast("Password updated successfully! You can now log in.");
    await expect(this.page).toHaveURL(/\/login$/, { timeout: 6000 });
  }

  async typeCode(code: string) {
    await this.box(0).click();
    await this.page.keyboard.type(code);
  }

  /** Stores what the previous screen hands over (spec 001, 2.7 "navigation state"). */
  async handOver(state: { email?: string; code?: string; introductionToken?: string }) {
    await this.page.evaluate((value) => window.sessionStorage.setItem("auth-flow", JSON.stringify(value)), state);
  }

  async pasteIntoBox(index: number, text: string) {
    await this.box(index).focus();
    await this.box(index).evaluate((element, value) => {
      const data = new DataTransfer();
      data.setData("text/plain", value);
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
  }
}

/** The six-digit code in the newest mail of this kind to `email`. */
export async function mailedCode(email: string, subject: RegExp): Promise<string> {
  const mail = await waitForMail(email, subject);
  const match = (mail.text ?? "").match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no code in mail "${mail.subject}"`);
  return match[1];
}
