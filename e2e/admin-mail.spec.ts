// Outgoing mail in the operator area: a refused mail stays visible with the server's reason, and
// "Send again now" delivers it once.
import { randomUUID } from "node:crypto";
import { execute, expect, sqlDate, test } from "./support/accounts";
import { expectNoAxeViolations, query } from "./support/fixtures";
import { mailTo, waitForMail } from "./support/mail";
import { uniqueTag } from "./support/records";

test("a refused mail is listed with its reason and sent once when the operator sends it again", async ({ page, operator }) => {
  test.slow(); // two pages checked with axe, and a mail delivered through the outbox
  expect(operator.role).toBe("operator");
  const to = `refused-${uniqueTag().toLowerCase()}@example.com`;
  const id = randomUUID();
  const at = sqlDate(new Date(Date.now() - 60_000));
  execute(
    `INSERT INTO "OutboxMail" ("id", "kind", "to", "payload", "status", "attempts", "lastError", "createdAt", "nextAttemptAt") VALUES (?, 'subscribe-welcome', ?, '{}', 'failed', 1, ?, ?, ?)`,
    id,
    to,
    "550 Mailbox unavailable",
    at,
    at,
  );

  await page.goto(`/admin/outgoing-mail?status=failed&q=${encodeURIComponent(to)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Outgoing mail" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: to });
  await expect(row).toContainText("Refused");
  await expect(row).toContainText("550 Mailbox unavailable");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: to }).click();
  const again = page.getByRole("region", { name: "Send again" });
  await again.getByRole("button", { name: "Send again now" }).click();
  await expect(page.getByRole("status")).toHaveText("Queued to be sent again.");
  await expectNoAxeViolations(page);

  await waitForMail(to, /You are subscribed/);
  await expect.poll(() => query<{ status: string }>(`SELECT status FROM "OutboxMail" WHERE id = ?`, id)[0]?.status).toBe("sent");
  expect(await mailTo(to)).toHaveLength(1);
  // A sent mail offers no second send, and the handler refuses one.
  await page.reload();
  await expect(page.getByRole("button", { name: "Send again now" })).toHaveCount(0);
  const repeat = await page.request.post(`/api/admin/records/outgoing-mail/${id}/retry`, { headers: { Origin: new URL(page.url()).origin } });
  expect(repeat.status()).toBe(409);
  expect(await mailTo(to)).toHaveLength(1);
});
