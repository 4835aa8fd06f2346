// Job alerts: double opt-in, at most 5 per address with one answer for all, one mail per matching
// job (instant) and none for the rest, the daily digest, managing, one-click unsubscribe, and the
// privacy export.
import { describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { POST as signup } from "@/app/api/job-alerts/route";
import { POST as confirm } from "@/app/api/job-alerts/confirm/route";
import { POST as manage } from "@/app/api/job-alerts/manage/route";
import { GET as unsubscribePage, POST as unsubscribe } from "@/app/api/job-alerts/unsubscribe/route";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { applyJobAction } from "@/lib/features/jobs/manage";
import { queueDailyDigests } from "@/lib/features/job-alerts";
import { createAlert } from "@/lib/features/job-alerts/alerts";
import { confirmToken, manageToken } from "@/lib/features/job-alerts/tokens";
import { findPerson } from "@/lib/features/privacy";
import { fileStore } from "@/lib/core/storage";
import { createJob } from "./support/jobs";
import { db, uniqueEmail } from "./support/wizard";
import { resetEachTest } from "./support/reset";

const DAY = 24 * 60 * 60 * 1000;
let ip = 0;

type Handler = (request: Request, context: unknown) => Promise<Response>;
function post(handler: Handler, body: Record<string, string>, { path = "/api/job-alerts", form = true } = {}) {
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: {
      host: "localhost:3000",
      "x-client-ip": `10.7.0.${++ip}`,
      "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
      accept: "application/json",
    },
    body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });
  return handler(request, undefined);
}

// Drafts, which the tests open as the operator does (applyJobAction).
const draftJob = (overrides: Partial<{ area: string; location: string; title: string; employmentType: string }> = {}) =>
  createJob({ status: "draft", opensAt: null, closesAt: new Date(Date.now() + 20 * DAY), ...overrides });

/** A confirmed alert for `email`, made as a visitor makes one: the form, then the mailed link. */
async function confirmedAlert(email: string, filters: Record<string, string>) {
  expect((await post(signup, { email, cadence: "instant", ...filters })).status).toBe(200);
  const alert = await db.jobAlert.findFirstOrThrow({ where: { email }, orderBy: { createdAt: "desc" } });
  const answer = await post(confirm, { token: confirmToken(alert.id) }, { path: "/api/job-alerts/confirm" });
  expect(answer.status).toBe(303);
  return db.jobAlert.findUniqueOrThrow({ where: { id: alert.id } });
}

const alertMails = (kind: string) => db.outboxMail.findMany({ where: { kind }, orderBy: { createdAt: "asc" } });

resetEachTest("wizard", "jobAlert", "job");

describe("job alerts", () => {
  it("are pending until the mailed link confirms them, and an address gets at most 5 with one answer for all", async () => {
    const email = uniqueEmail("alerts");
    // An open job at Noida: the location is one of the site's own, so the confirmation may name it.
    await createJob();
    const fresh = await (await post(signup, { email, area: "healthcare", location: "Noida, Uttar Pradesh", cadence: "instant" })).json();
    expect(fresh).toEqual({ message: "Thank you. If this address can take another alert (at most 5), a link to confirm it is on its way." });
    expect(await db.jobAlert.findFirstOrThrow({ where: { email } })).toMatchObject({
      status: "pending",
      area: "healthcare",
      location: "Noida",
      cadence: "instant",
    });
    const [confirmMail] = await alertMails("job-alert-confirm");
    const message = await renderOutboxMail("job-alert-confirm", email, JSON.parse(confirmMail!.payload));
    expect(message.text).toContain("You asked for new positions by e-mail: Healthcare, Noida.");
    expect(message.text).toMatch(/\/careers\/alerts\/confirm\?token=/);

    // An address that has its 5 gets the same answer and no sixth alert, nor its mail.
    const full = uniqueEmail("full");
    await db.jobAlert.createMany({ data: Array.from({ length: 5 }, (_, n) => ({ email: full, q: `word${n}`, status: "confirmed" })) });
    expect(await (await post(signup, { email: full, cadence: "daily" })).json()).toEqual(fresh);
    expect(await db.jobAlert.count({ where: { email: full } })).toBe(5);
    expect(await alertMails("job-alert-confirm")).toHaveLength(1);
  });

  it("count the cap of 5 per mailbox, whatever +tag or case the address is written with", async () => {
    const email = uniqueEmail("tagged");
    const [local, domain] = email.split("@");
    const variants = [
      email,
      `${local}+a@${domain}`,
      `${local}+b@${domain}`,
      `${local!.toUpperCase()}+c@${domain}`,
      `${local}+d@${domain}`,
      `${local}+e@${domain}`,
      `${local}+f@${domain}`,
    ];
    for (const variant of variants)
      await createAlert({ email: variant.toLowerCase(), q: "", area: "", location: "", type: "", cadence: "daily" }, "203.0.113.9");
    expect(await db.jobAlert.count({ where: { email: { contains: local! } } })).toBe(5);
    expect(await db.outboxMail.count({ where: { kind: "job-alert-confirm" } })).toBe(5);
    // Another mailbox whose name only starts the same is counted apart.
    await createAlert({ email: `${local}x+a@${domain}`, q: "", area: "", location: "", type: "", cadence: "daily" }, "203.0.113.9");
    expect(await db.outboxMail.count({ where: { kind: "job-alert-confirm" } })).toBe(6);
    // The sign-up form's per-address limit (5 an hour) counts the tagged variants as one address too.
    const other = uniqueEmail("limit").split("@");
    const answers = [];
    for (const tag of ["", "+1", "+2", "+3", "+4", "+5"])
      answers.push((await post(signup, { email: `${other[0]}${tag}@${other[1]}`, cadence: "daily" })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("confirm by a mail that describes the alert from the site's own lists only, never the visitor's words", async () => {
    await createJob({ location: "Kanpur, Uttar Pradesh" });
    const email = uniqueEmail("words");
    const spam = "Claim your prize at evil.example";
    const signed = await post(signup, { email, q: spam, area: "it", location: "Visit evil.example now", type: "FULL_TIME", cadence: "daily" });
    expect(signed.status).toBe(200);
    expect(await db.jobAlert.findFirstOrThrow({ where: { email } })).toMatchObject({ q: spam, location: "Visit evil.example now" });
    const [mail] = await alertMails("job-alert-confirm");
    const message = await renderOutboxMail("job-alert-confirm", email, JSON.parse(mail!.payload));
    expect(message.text).toContain("You asked for new positions by e-mail: IT, Full-time, your search words.");
    expect(`${message.subject}\n${message.text}\n${message.html}`).not.toMatch(/evil|prize/i);
    // A city of an open job is the site's own, and is named as the job names it.
    await post(signup, { email: uniqueEmail("kanpur"), location: "KANPUR", cadence: "daily" });
    const kanpur = (await alertMails("job-alert-confirm"))[1]!;
    expect((await renderOutboxMail("job-alert-confirm", kanpur.to, JSON.parse(kanpur.payload))).text).toContain(
      "You asked for new positions by e-mail: Kanpur.",
    );
  });

  it("keep the cap of 5 when one address signs up many times at once", async () => {
    const email = uniqueEmail("burst");
    await Promise.all(
      Array.from({ length: 12 }, (_, n) => createAlert({ email, q: `word${n}`, area: "", location: "", type: "", cadence: "instant" }, "203.0.113.9")),
    );
    expect(await db.jobAlert.count({ where: { email } })).toBe(5);
    expect(await db.outboxMail.count({ where: { kind: "job-alert-confirm", to: email } })).toBe(5);
  });

  it("mail a matching job once when it opens (also reopened), and nothing for a job that does not match", async () => {
    const email = uniqueEmail("match");
    const alert = await confirmedAlert(email, { area: "healthcare", location: "Noida, Uttar Pradesh" });
    const other = await confirmedAlert(uniqueEmail("other"), { area: "it" });
    const nurse = await draftJob();
    const developer = await draftJob({ area: "it", title: "Java Developer" });
    await applyJobAction(nurse.id, "open");
    await applyJobAction(nurse.id, "close");
    await applyJobAction(nurse.id, "open");
    const kanpur = await draftJob({ location: "Kanpur, Uttar Pradesh" });
    await applyJobAction(kanpur.id, "open");
    const mails = await alertMails("job-alert");
    expect(mails.map((mail) => [mail.to, JSON.parse(mail.payload).jobId])).toEqual([[email, nurse.id]]);
    const message = await renderOutboxMail("job-alert", email, JSON.parse(mails[0]!.payload));
    expect(message.subject).toBe("New position: Staff Nurse, ICU");
    expect(message.headers).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Unsubscribe": expect.stringContaining(`/api/job-alerts/unsubscribe?token=${manageToken(alert.id)}`),
    });
    await applyJobAction(developer.id, "open");
    expect((await alertMails("job-alert")).map((mail) => mail.to)).toEqual([email, other.email]);
  });

  it("match a job by its city: the part before the comma, in any case; another city or a longer name does not match", async () => {
    const alerts = await Promise.all(
      ["kanpur", "Kanpur, UP", "Lucknow", "Kanpurwala"].map((location, n) => confirmedAlert(uniqueEmail(`city${n}`), { location })),
    );
    expect(alerts.map((alert) => alert.location)).toEqual(["kanpur", "Kanpur", "Lucknow", "Kanpurwala"]);
    const job = await draftJob({ location: "Kanpur, Uttar Pradesh" });
    await applyJobAction(job.id, "open");
    expect((await alertMails("job-alert")).map((mail) => mail.to).sort()).toEqual(
      alerts
        .slice(0, 2)
        .map((alert) => alert.email)
        .sort(),
    );
  });

  it("group a day's jobs into one digest for a daily alert, once", async () => {
    const email = uniqueEmail("digest");
    const alert = await confirmedAlert(email, { area: "healthcare" });
    await db.jobAlert.update({ where: { id: alert.id }, data: { cadence: "daily" } });
    const jobs = [await draftJob({ title: "Staff Nurse, ICU" }), await draftJob({ title: "Ward Nurse" })];
    for (const job of jobs) await applyJobAction(job.id, "open");
    expect(await alertMails("job-alert")).toHaveLength(0);
    expect(await queueDailyDigests()).toBe(1);
    expect(await queueDailyDigests()).toBe(0);
    const [digest] = await alertMails("job-alert-digest");
    const message = await renderOutboxMail("job-alert-digest", email, JSON.parse(digest!.payload));
    expect(message.subject).toBe("2 new positions for your job alert");
    expect(message.text).toContain("Staff Nurse, ICU, Noida, Uttar Pradesh");
    expect(message.text).toContain("Ward Nurse, Noida, Uttar Pradesh");
  });

  it("are changed, paused and deleted from their manage link, and deleted by a mail client's one-click POST", async () => {
    const alert = await confirmedAlert(uniqueEmail("manage"), { area: "healthcare" });
    const token = manageToken(alert.id);
    const path = "/api/job-alerts/manage";
    expect((await post(manage, { token, action: "save", area: "it", location: "", q: "java", type: "", cadence: "daily" }, { path })).status).toBe(303);
    expect(await db.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).toMatchObject({ area: "it", q: "java", cadence: "daily" });
    await post(manage, { token, action: "pause" }, { path });
    expect((await db.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).status).toBe("paused");
    const job = await draftJob({ area: "it", title: "Java Developer" });
    await applyJobAction(job.id, "open");
    expect(await db.jobAlertMatch.count()).toBe(0);
    expect((await post(manage, { token: "forged.token", action: "delete" }, { path })).status).toBe(400);

    // Opened in a browser or by a link scanner, the address only leads to the manage page.
    const opened = await unsubscribePage(new Request(`http://localhost:3000/api/job-alerts/unsubscribe?token=${token}`), undefined);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`/careers/alerts/manage?token=${encodeURIComponent(token)}`);
    expect(await db.jobAlert.count({ where: { id: alert.id } })).toBe(1);

    const oneClick = new Request(`http://localhost:3000/api/job-alerts/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { host: "localhost:3000", "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect((await unsubscribe(oneClick, undefined)).status).toBe(200);
    expect(await db.jobAlert.count({ where: { id: alert.id } })).toBe(0);
  });

  it("are listed in the privacy export of their address", async () => {
    const email = uniqueEmail("export");
    await confirmedAlert(email, { area: "healthcare", q: "nurse" });
    const found = await findPerson(db, fileStore, email);
    expect(found.tables.find((table) => table.kind === "jobAlerts")?.rows).toEqual([
      expect.objectContaining({ email, area: "healthcare", q: "nurse", status: "confirmed" }),
    ]);
  });
});
