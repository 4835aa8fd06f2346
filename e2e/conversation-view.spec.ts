// Issue 38, reading a conversation in Chromium: a filed reply in the record's history (its own
// words, the quoted history folded, the failed-checks flag, its attachment downloadable by the
// operator only), and the Unmatched mail page filing one reply on the sender's record and deleting
// another. The replies are written into the server's database and file store as the inbound side
// stores them.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { encryptBuffer, fileContext } from "../lib/core/storage/encryption";
import { storageKeyring } from "../lib/core/storage/keys";
import { execute, expect, sqlDate, test } from "./support/accounts";
import { expectNoAxeViolationsInBothThemes, query } from "./support/fixtures";
import { submitCareer, uniqueTag } from "./support/records";

const rowId = () => `c${randomUUID().replaceAll("-", "").slice(0, 24)}`;

/** Stores `bytes` encrypted under `key` in the server's upload folder, as its file store does. */
async function storeFile(key: string, bytes: Buffer): Promise<void> {
  const dir = process.env.E2E_DIR ?? "";
  const ring = storageKeyring({ storageKeysOld: [], varDir: path.join(dir, "var") });
  const file = path.join(dir, "uploads", key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await encryptBuffer(bytes, ring, fileContext(key)));
}

type Reply = { itemId: string | null; from: string; subject: string; body: string; reason?: string; authFailed?: boolean };

function insertReply(reply: Reply): string {
  const id = rowId();
  execute(
    `INSERT INTO "Message" ("id", "itemId", "direction", "status", "fromAddress", "fromName", "toAddress", "subject", "body",
      "messageId", "unmatchedReason", "authFailed", "via", "createdAt")
     VALUES (?, ?, 'in', ?, ?, 'Asha Applicant', 'reply+x@replies.e2e.test', ?, ?, ?, ?, ?, 'smtp', ?)`,
    id,
    reply.itemId,
    reply.itemId ? "filed" : "unmatched",
    reply.from,
    reply.subject,
    reply.body,
    `${id}@mail.example.com`,
    reply.reason ?? null,
    reply.authFailed ? 1 : 0,
    sqlDate(new Date()),
  );
  return id;
}

async function insertAttachment(messageId: string, name: string, bytes: Buffer): Promise<string> {
  const id = rowId();
  const key = `messages/${randomUUID()}.txt`;
  await storeFile(key, bytes);
  execute(
    `INSERT INTO "MessageAttachment" ("id", "messageId", "name", "type", "size", "key", "sha256", "createdAt") VALUES (?, ?, ?, 'text/plain', ?, ?, ?, ?)`,
    id,
    messageId,
    name,
    bytes.length,
    key,
    "0".repeat(64),
    sqlDate(new Date()),
  );
  return id;
}

test("a filed reply shows in the record's history, trimmed and flagged, and its attachment downloads for operators only", async ({
  page,
  operator,
  request,
}) => {
  expect(operator.email).toContain("@");
  const tag = uniqueTag();
  const application = await submitCareer(request, { lastName: tag });
  const subject = `Re: Your application ${tag}`;
  const messageId = insertReply({
    itemId: `career:${application.id}`,
    from: application.emailAddress,
    subject,
    body: "Tuesday at ten works for me.\n\nOn Mon, 2 Mar 2026 at 10:00, Operator <no-reply@example.com> wrote:\n> Could you come in?",
    authFailed: true,
  });
  const attachmentId = await insertAttachment(messageId, "availability.txt", Buffer.from("Tuesday 10:00"));

  await page.goto(`/admin/career-applications/${application.id}`);
  const line = page.getByRole("list", { name: "History" }).getByRole("listitem").filter({ hasText: subject });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`Reply from Asha Applicant <${application.emailAddress}>`);
  await expect(line.getByText("Tuesday at ten works for me.", { exact: true })).toBeVisible();
  await expect(line.getByText("This reply failed the sender's authentication checks (SPF, DKIM or DMARC)")).toBeVisible();
  await expect(line.getByText("> Could you come in?")).toBeHidden();
  await line.getByText("Show the whole message").click();
  await expect(line.getByText("> Could you come in?")).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  const link = line.getByRole("list", { name: "Attachments" }).getByRole("link", { name: "availability.txt" });
  const href = await link.getAttribute("href");
  expect(href).toBe(`/admin/messages/${messageId}/attachments/${attachmentId}`);
  const download = page.waitForEvent("download");
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("availability.txt");
  expect(fs.readFileSync(await file.path())).toEqual(Buffer.from("Tuesday 10:00"));
  // Anyone else: refused, nothing sent.
  const anonymous = await request.get(href!);
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.text()).not.toContain("Tuesday 10:00");
});

test("Unmatched mail: a reply filed on the sender's record, another deleted, without JavaScript too", async ({ browser, page, operator, request }) => {
  expect(operator.email).toContain("@");
  const tag = uniqueTag();
  const application = await submitCareer(request, { lastName: tag });
  const forged = insertReply({ itemId: null, from: application.emailAddress, subject: `Forged ${tag}`, body: "Hello again", reason: "forged" });
  const expired = insertReply({ itemId: null, from: application.emailAddress, subject: `Expired ${tag}`, body: "Late reply", reason: "expired" });

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Operator" }).getByRole("link", { name: "Unmatched mail" }).first().click();
  await expect(page).toHaveURL(/\/admin\/unmatched-mail$/);
  await expect(page.getByRole("heading", { level: 1, name: "Unmatched mail" })).toBeVisible();
  const first = page.getByRole("article", { name: `Forged ${tag}` });
  await expect(first).toContainText(`Asha Applicant <${application.emailAddress}>`);
  await expect(first).toContainText("Its reply address was not one the site made");
  await expect(page.getByRole("article", { name: `Expired ${tag}` })).toContainText("Its reply address is too old");
  await expectNoAxeViolationsInBothThemes(page);

  await expect(first.getByRole("combobox", { name: "Records of this sender" })).toHaveValue(`career:${application.id}`);
  await first.getByRole("button", { name: "File on the record" }).click();
  await expect(page).toHaveURL(/\/admin\/unmatched-mail\?done=filed$/);
  await expect(page.getByRole("status")).toHaveText("Filed on the record.");
  await expect(page.getByRole("article", { name: `Forged ${tag}` })).toHaveCount(0);
  expect(query<{ status: string; itemId: string }>(`SELECT "status", "itemId" FROM "Message" WHERE "id" = ?`, forged)).toEqual([
    { status: "filed", itemId: `career:${application.id}` },
  ]);

  await page.goto(`/admin/career-applications/${application.id}`);
  const line = page
    .getByRole("list", { name: "History" })
    .getByRole("listitem")
    .filter({ hasText: `Forged ${tag}` });
  await expect(line).toContainText(`Reply from Asha Applicant <${application.emailAddress}>, filed by Operator`);

  // The other, deleted by a browser without JavaScript.
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto(page.url().replace(/\/admin\/.*$/, "/admin/unmatched-mail"));
  await plain
    .getByRole("article", { name: `Expired ${tag}` })
    .getByRole("button", { name: `Delete "Expired ${tag}"` })
    .click();
  await expect(plain).toHaveURL(/\/admin\/unmatched-mail\?done=deleted$/);
  await expect(plain.getByRole("status")).toHaveText("Message deleted.");
  expect(query(`SELECT "id" FROM "Message" WHERE "id" = ?`, expired)).toEqual([]);
  await context.close();
});
