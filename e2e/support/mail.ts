// Reads what the loopback SMTP catcher (serve.mjs) received.
import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { expect } from "@playwright/test";

export { rawHeader } from "../../test/support/smtp";

const mailDir = () => path.join(process.env.E2E_DIR ?? "", "mail");

// The catcher writes each message once (renamed into place whole), so a file parsed once stays
// parsed: a wait that polls reads only what arrived since its last look.
const parsed = new Map<string, Promise<ParsedMail>>();

async function allMail(): Promise<ParsedMail[]> {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort();
  return Promise.all(
    files.map((name) => {
      const file = path.join(dir, name);
      let mail = parsed.get(file);
      if (!mail) parsed.set(file, (mail = simpleParser(fs.readFileSync(file))));
      return mail;
    }),
  );
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((entry) => (entry.address ?? "").toLowerCase()));
}

export async function mailTo(address: string, subject?: RegExp): Promise<ParsedMail[]> {
  const wanted = address.toLowerCase();
  return (await allMail()).filter((mail) => recipients(mail).includes(wanted) && (!subject || subject.test(mail.subject ?? "")));
}

/** Waits until a message to `address` whose subject matches arrives, and returns it. */
export async function waitForMail(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address, subject))[0];
        return Boolean(found);
      },
      { timeout: 15_000, message: `mail to ${address} matching ${subject}` },
    )
    .toBe(true);
  return found as ParsedMail;
}

/** Waits until `count` messages to `address` whose subject matches have arrived; returns the newest. */
export async function waitForNthMail(address: string, subject: RegExp, count: number): Promise<ParsedMail> {
  let found: ParsedMail[] = [];
  await expect
    .poll(async () => (found = await mailTo(address, subject)).length, { timeout: 15_000, message: `mail number ${count} to ${address} matching ${subject}` })
    .toBeGreaterThanOrEqual(count);
  return found[count - 1] as ParsedMail;
}

/** The first link in the mail's text part that starts with `prefix` (a path such as /subscription/confirm). */
export function linkIn(mail: ParsedMail, pathPrefix: string): string {
  const match = (mail.text ?? "").match(new RegExp(`https?://[^\\s]+${pathPrefix.replace(/[/?]/g, "\\$&")}[^\\s]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in mail "${mail.subject}"`);
  return match[0];
}
