// Mails people act on (issue 35, item 12): the operator's notifications link to the record's page in
// the operator area (absolute, on SITE_URL), and an applicant's acknowledgement and status mails
// name the job they applied for. Read as the outbox renders them.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as postBusiness } from "@/app/api/business_users/route";
import { POST as postCareer } from "@/app/api/users/route";
import { config } from "@/lib/core/config";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { moveStage } from "@/lib/features/admin/work-actions";
import { saveContactMessage } from "@/lib/features/contact/contact";
import { businessBody, careerBody, clearTables, db, postJson } from "./support/wizard";
import { resetEachTest } from "./support/reset";
import { IT_JOB, createJob } from "./support/jobs";

resetEachTest("wizard", "contactMessage");

async function rendered(kind: string, to?: string) {
  const mails = await db.outboxMail.findMany({ where: { kind, ...(to ? { to } : {}) } });
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  return renderOutboxMail(mail.kind, mail.to, JSON.parse(mail.payload) as Record<string, unknown>);
}

const openJob = (title: string) => createJob({ ...IT_JOB, title, description: "Pipelines for payments." });

describe("the operator's notification mails", () => {
  it("link to the application's and the enquiry's page in the operator area", async () => {
    const career = careerBody();
    expect((await postJson(postCareer, career)).status).toBe(200);
    const careerNotice = await rendered("submission-notify");
    expect(careerNotice.text).toContain(`Open it in the operator area: ${config.siteUrl}/admin/career-applications/${career.id}`);
    expect(careerNotice.html).toContain(`href="${config.siteUrl}/admin/career-applications/${career.id}"`);

    await clearTables();
    const business = businessBody();
    expect((await postJson(postBusiness, business)).status).toBe(200);
    expect((await rendered("submission-notify")).text).toContain(`Open it in the operator area: ${config.siteUrl}/admin/business-enquiries/${business.id}`);
  });

  it("link to the contact message's page", async () => {
    await saveContactMessage({ name: "Ada", email: "ada@example.com", phone: "9876543210", message: "Please call me.", privacy: true }, "10.9.0.1");
    const message = await db.contactMessage.findFirstOrThrow();
    expect((await rendered("contact-notify")).text).toContain(`Open it in the operator area: ${config.siteUrl}/admin/contact-messages/${message.id}`);
  });
});

describe("an applicant's mails name the job", () => {
  it("in the acknowledgement, the operator's notice and the status mail", async () => {
    const job = await openJob(`Data Engineer ${randomBytes(3).toString("hex")}`);
    const body = careerBody({ jobId: job.id });
    expect((await postJson(postCareer, body)).status).toBe(200);
    const acknowledgement = await rendered("submission-received", body.emailAddress);
    expect(acknowledgement.subject).toBe(`We received your career application for ${job.title}`);
    expect(acknowledgement.text).toContain(`Thank you for your career application for ${job.title}.`);
    expect((await rendered("submission-notify")).subject).toBe(`New career application for ${job.title} from Asha Gupta`);

    const mover = await db.user.create({ data: { email: `mover-${randomBytes(3).toString("hex")}@example.com`, name: "Sam", role: "operator" } });
    expect(await moveStage(mover, `career:${body.id}`, { stageId: "applications:interview", reason: null, notify: true })).toBe(true);
    const status = await rendered("application-stage", body.emailAddress);
    expect(status.subject).toBe(`News about your career application for ${job.title}`);
    expect(status.text).toMatch(new RegExp(`^Your career application for ${job.title} of .+ has a new status: Being reviewed\\.$`, "m"));
  });

  it("says no job when the application named none", async () => {
    const body = careerBody();
    expect((await postJson(postCareer, body)).status).toBe(200);
    expect((await rendered("submission-received", body.emailAddress)).subject).toBe("We received your career application");
  });
});
