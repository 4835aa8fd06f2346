// Issue 38, the whole conversation in Chromium: the operator writes to an applicant with a
// template, the applicant answers the mail they got (by SMTP to the built-in receiver, and posted to
// /api/inbound-mail as a relay's hook would), and the reply shows in the record's history once,
// its attachment downloadable by the operator only. A reply to a forged address waits in Unmatched
// mail; a message for another domain is refused at RCPT TO.
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import type Mail from "nodemailer/lib/mailer";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/accounts";
import { query } from "./support/fixtures";
import { E2E_INBOUND_TOKEN, E2E_REPLY_DOMAIN } from "./support/inbound-settings.mjs";
import { waitForMail } from "./support/mail";
import { submitCareer, uniqueTag } from "./support/records";

/** The applicant's mail program, talking to the site's receiver (no STARTTLS: no certificate is set). */
const inbound = () => nodemailer.createTransport({ host: "127.0.0.1", port: Number(process.env.E2E_INBOUND_PORT), secure: false, ignoreTLS: true });

/** Writes to the applicant from the record's page with the Acknowledge template; the mail as received. */
async function writeFromRecord(page: Page, id: string, lastName: string, email: string) {
  await page.goto(`/admin/career-applications/${id}`);
  const panel = page.getByRole("region", { name: `Write to Asha ${lastName}` });
  await panel.getByLabel("Template").selectOption({ label: "Acknowledge" });
  await expect(panel.getByLabel("Subject")).toHaveValue("Thank you, Asha");
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(panel.getByRole("status")).toHaveText("Message sent.");
  return waitForMail(email, /^Thank you, Asha$/);
}

/** The applicant's answer to `sent`: their words over the quoted message, with a file. */
function answer(sent: Awaited<ReturnType<typeof writeFromRecord>>, from: string, words: string): Mail.Options {
  return {
    from: `Asha Applicant <${from}>`,
    to: sent.replyTo?.value[0]?.address ?? "",
    subject: `Re: ${sent.subject}`,
    inReplyTo: sent.messageId,
    messageId: `<${uniqueTag()}@mail.example.com>`,
    text: `${words}\n\nOn Fri, 27 Nov 2026 at 10:00, Solutions At One Place wrote:\n> ${(sent.text ?? "").split("\n")[0]}`,
    attachments: [{ filename: "availability.txt", content: `Free on Tuesday ${words}` }],
  };
}

const historyLine = (page: Page, text: string) => page.getByRole("list", { name: "History" }).getByRole("listitem").filter({ hasText: text });

async function expectReplyInHistory(page: Page, id: string, words: string) {
  await expect(async () => {
    await page.goto(`/admin/career-applications/${id}`);
    await expect(historyLine(page, words)).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  const line = historyLine(page, words);
  await expect(line.getByText(words, { exact: true })).toBeVisible();
  // The quoted history is folded away under "Show the whole message".
  await expect(line.getByText("> Hello Asha,")).toBeHidden();
  return line;
}

test("a reply by SMTP comes back to the record once, its attachment for the operator only", async ({ page, operator, request }) => {
  expect(operator.email).toContain("@");
  const application = await submitCareer(request, { lastName: uniqueTag() });
  const sent = await writeFromRecord(page, application.id, application.lastName, application.emailAddress);
  expect(sent.replyTo?.value[0]?.address?.endsWith(`@${E2E_REPLY_DOMAIN}`)).toBe(true);

  const words = `Tuesday at ten suits me ${uniqueTag()}.`;
  const reply = answer(sent, application.emailAddress, words);
  await inbound().sendMail(reply);
  const line = await expectReplyInHistory(page, application.id, words);
  await expect(line).toContainText(`Reply from Asha Applicant <${application.emailAddress}>`);

  const link = line.getByRole("link", { name: "availability.txt" });
  const href = (await link.getAttribute("href")) ?? "";
  const download = await page.request.get(href);
  expect(download.status()).toBe(200);
  expect(await download.text()).toBe(`Free on Tuesday ${words}`);
  const anonymous = await request.get(href);
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.text()).not.toContain("Free on Tuesday");

  // The relay delivers the same message again: it is stored once.
  await inbound().sendMail(reply);
  const rows = query<{ n: number }>(`SELECT COUNT(*) AS n FROM "Message" WHERE "itemId" = ? AND "direction" = 'in'`, `career:${application.id}`);
  expect(rows[0]?.n).toBe(1);
  await page.reload();
  await expect(historyLine(page, words)).toHaveCount(1);
  // Nobody owns the record, so every operator is told once: who replied, never what they wrote.
  const notice = query<{ payload: string }>(
    `SELECT "payload" FROM "OutboxMail" WHERE "kind" = 'conversation-reply' AND "to" = ? AND "payload" LIKE ?`,
    operator.email,
    `%${application.id}%`,
  );
  expect(notice).toHaveLength(1);
  expect(notice[0]?.payload).not.toContain("Tuesday");
});

test("a reply posted to /api/inbound-mail by a relay's hook comes back to the record", async ({ page, operator, request }) => {
  expect(operator.email).toContain("@");
  const application = await submitCareer(request, { lastName: uniqueTag() });
  const sent = await writeFromRecord(page, application.id, application.lastName, application.emailAddress);
  const words = `Posted by the relay ${uniqueTag()}.`;
  const raw = await new MailComposer(answer(sent, application.emailAddress, words)).compile().build();
  const refused = await request.post("/api/inbound-mail", { headers: { "content-type": "message/rfc822" }, data: raw });
  expect(refused.status()).toBe(401);
  const posted = await request.post("/api/inbound-mail", {
    headers: { authorization: `Bearer ${E2E_INBOUND_TOKEN}`, "content-type": "message/rfc822" },
    data: raw,
  });
  expect(posted.status()).toBe(202);
  await expectReplyInHistory(page, application.id, words);
});

test("a reply to a forged address waits in Unmatched mail; another domain is refused at RCPT TO", async ({ page, operator }) => {
  expect(operator.email).toContain("@");
  const subject = `Forged reply ${uniqueTag()}`;
  const forged = `reply+abcdefghijklmnopqrstuvwx.0123456789abcdef0123@${E2E_REPLY_DOMAIN}`;
  await inbound().sendMail({ from: "someone@example.com", to: forged, subject, text: "Let me in." });
  // Taken into the spool at once, filed a moment later.
  await expect(async () => {
    await page.goto("/admin/unmatched-mail");
    await expect(page.getByRole("article", { name: subject })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });

  const relay = `Relay me ${uniqueTag()}`;
  const elsewhere = inbound().sendMail({ from: "someone@example.com", to: "postmaster@example.com", subject: relay, text: "x" });
  await expect(elsewhere).rejects.toMatchObject({ responseCode: 550 });
  expect(query(`SELECT "id" FROM "Message" WHERE "subject" = ?`, relay)).toHaveLength(0);
});
