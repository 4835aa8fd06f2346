// Issue 35 item 4: a signed-in visitor's job alerts are listed under the account (My job alerts)
// and each can be cancelled there, by a plain form post too; another address's alerts are neither
// listed nor cancelled.
import { describe, expect, it } from "vitest";
import { POST as cancelAlert } from "@/app/api/account/job-alerts/route";
import { alertsOfAccount } from "@/lib/features/job-alerts/account";
import { call, db, logIn, nextIp, uniqueEmail, verifiedAccount } from "./support/auth";
import { resetEachTest } from "./support/reset";

async function signedIn() {
  const email = uniqueEmail("alerts-owner");
  await verifiedAccount(email);
  const cookie = await logIn(email);
  return { email, cookie, user: await db.user.findUniqueOrThrow({ where: { email } }) };
}

/** The no-JavaScript path: the table's form, URL-encoded, as a browser navigation. */
async function postForm(body: Record<string, string>, cookie: string) {
  const request = new Request("http://localhost:3000/api/account/job-alerts", {
    method: "POST",
    headers: {
      host: "localhost:3000",
      "x-client-ip": nextIp(),
      cookie,
      origin: "http://localhost:3000",
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-mode": "navigate",
      accept: "text/html",
    },
    body: new URLSearchParams(body).toString(),
  });
  return cancelAlert(request, undefined);
}

resetEachTest("jobAlert");

describe("My job alerts", () => {
  it("lists the account's own alerts, pending, confirmed and paused, and none of another address", async () => {
    const { email, user } = await signedIn();
    await db.jobAlert.createMany({
      data: [
        { email, location: "Kanpur", status: "confirmed" },
        { email, area: "it", status: "paused", cadence: "daily" },
        { email, q: "nurse", status: "pending" },
        { email: uniqueEmail("stranger"), location: "Kanpur", status: "confirmed" },
      ],
    });
    const listed = await alertsOfAccount(user.id);
    expect(listed.map((alert) => [alert.email, alert.location, alert.area, alert.q, alert.status])).toEqual([
      [email, "Kanpur", "", "", "confirmed"],
      [email, "", "it", "", "paused"],
      [email, "", "", "nurse", "pending"],
    ]);
  });

  it("cancels one of the account's alerts by a form post and goes back to the list; another's is refused and kept", async () => {
    const { email, cookie } = await signedIn();
    const own = await db.jobAlert.create({ data: { email, location: "Kanpur", status: "confirmed" } });
    const kept = await db.jobAlert.create({ data: { email, area: "it", status: "confirmed" } });
    const theirs = await db.jobAlert.create({ data: { email: uniqueEmail("stranger"), status: "confirmed" } });
    const cancelled = await postForm({ id: own.id }, cookie);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe("/account/alerts?cancelled=1");
    expect((await db.jobAlert.findMany({ orderBy: { createdAt: "asc" } })).map((alert) => alert.id)).toEqual([kept.id, theirs.id]);

    const refused = await call(cancelAlert, { id: theirs.id }, { cookie });
    expect(refused).toMatchObject({ status: 409, body: { error: "This alert is not one of yours any more." } });
    const json = await call(cancelAlert, { id: kept.id }, { cookie });
    expect(json).toMatchObject({ status: 200, body: { message: "The alert is cancelled. You will get no more mails from it." } });
    expect((await db.jobAlert.findMany()).map((alert) => alert.id)).toEqual([theirs.id]);
  });

  it("answers 401 without a session and cancels nothing", async () => {
    const alert = await db.jobAlert.create({ data: { email: uniqueEmail("nobody"), status: "confirmed" } });
    expect((await call(cancelAlert, { id: alert.id })).status).toBe(401);
    expect(await db.jobAlert.count()).toBe(1);
  });
});
