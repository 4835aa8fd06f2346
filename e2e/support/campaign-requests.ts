// The multi-instance test's newsletter requests: readers inserted in one statement, and a campaign
// posted to one instance as the operator's form posts it (multipart, optionally to one topic).
import { expect } from "./fixtures";
import type { SharedStores } from "./shared-stores";

export async function postCampaign(
  baseUrl: string,
  cookie: string,
  ip: string,
  subject: string,
  audience = "",
): Promise<{ campaignId: string; recipients: number }> {
  const form = new FormData();
  form.append("subject", subject);
  form.append("message", "News from both instances.\n\nSecond paragraph.");
  form.append("audience", audience);
  const response = await fetch(`${baseUrl}/api/send-newsletter`, { method: "POST", body: form, headers: { cookie, "x-forwarded-for": ip } });
  expect(response.status).toBe(202);
  return (await response.json()) as { campaignId: string; recipients: number };
}

/** `count` subscribers `<prefix><n>@example.com` (n from 1) with these topics, in one statement. */
export const insertReaders = (stores: SharedStores, prefix: string, count: number, status = "confirmed", interests = "") =>
  stores.query(
    `INSERT INTO "Subscriber" ("id", "email", "status", "interests", "consentAt", "confirmedAt", "createdAt", "updatedAt")
  SELECT $1 || g, $1 || g || '@example.com', $2, $3, now(), CASE WHEN $2 = 'confirmed' THEN now() END, now(), now() FROM generate_series(1, $4::int) AS g`,
    [prefix, status, interests, count],
  );
