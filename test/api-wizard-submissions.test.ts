import { describe, expect, it } from "vitest";
import { POST as postBusiness } from "@/app/api/business_users/route";
import { POST as postFeedback } from "@/app/api/feedback/route";
import { POST as postPartnership } from "@/app/api/partnership_users/route";
import { POST as postCareer } from "@/app/api/users/route";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { businessBody, careerBody, db, partnershipBody, postJson } from "./support/wizard";
import { CAREER_STEP1_REQUIRED } from "./support/career-answers.mjs";
import { resetEachTest } from "./support/reset";

resetEachTest("wizard");

/** Posts `body` to `handler`, expects 422, and gives its message for each field it names. */
async function refused(handler: Parameters<typeof postJson>[0], body: unknown): Promise<Record<string, string>> {
  const answer = await postJson(handler, body);
  expect(answer.status).toBe(422);
  return Object.fromEntries((answer.body.errors as Array<{ field: string; msg: string }>).map((e) => [e.field, e.msg]));
}

describe("POST /api/users (career application)", () => {
  it("stores every field with consent time and IP, answers 200 with the id and queues both mails", async () => {
    const body = careerBody();
    const { status, body: answer } = await postJson(postCareer, body);
    expect(status).toBe(200);
    expect(answer).toEqual({ message: "Data submitted successfully!", id: body.id });
    const row = await db.careerApplication.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({
      firstName: "Asha",
      emailAddress: body.emailAddress,
      experience: 4,
      relevantExperience: 3,
      purpose: "App Development",
      visit: "firstTime",
      about: "web",
      status: "new",
      note: null,
      resumeKey: null,
      resumeUploadedAt: null,
    });
    expect(row.consentIp).toMatch(/^10\.1\./);
    expect(Math.abs(row.consentAt.getTime() - Date.now())).toBeLessThan(60_000);
    const mails = await db.outboxMail.findMany({ orderBy: { kind: "asc" } });
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ["submission-notify", "info@solutionsatoneplace.in"],
      ["submission-received", body.emailAddress],
    ]);
  });

  it("answers missing fields with 422 and the spec's message for each", async () => {
    expect(await refused(postCareer, {})).toMatchObject({
      ...CAREER_STEP1_REQUIRED,
      industry: "Industry is required",
      relevantExperience: "Relevant Experience is required",
      noticePeriod: "Notice Period is required",
      purpose: "purpose is required",
      aggreement: "Selected the aggreement checkbox",
      about: "About is required",
    });
    expect(await db.careerApplication.count()).toBe(0);
  });

  it("answers wrong types and malformed values with 422 and stores nothing", async () => {
    const wrong = careerBody({ phoneNumber: 9876543210, emailAddress: "asha@", experience: true, aggreement: "yes", gender: "Robot" });
    expect(await refused(postCareer, wrong)).toEqual({
      phoneNumber: "Phone Number is required",
      emailAddress: "Invalid email",
      experience: "Experience is required",
      aggreement: "Selected the aggreement checkbox",
      gender: "Gender is required",
    });
    expect(await db.careerApplication.count()).toBe(0);
  });

  it("refuses an id that is not a UUID with 422", async () => {
    expect(await refused(postCareer, careerBody({ id: "../../etc/passwd" }))).toEqual({ id: "The submission id must be a UUID" });
  });

  it("refuses a reused id with 409 and keeps the first submission", async () => {
    const first = careerBody();
    expect((await postJson(postCareer, first)).status).toBe(200);
    const again = await postJson(postCareer, { ...careerBody({ id: first.id }), firstName: "Mallory" });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already/);
    const rows = await db.careerApplication.findMany();
    expect(rows.map((r) => r.firstName)).toEqual(["Asha"]);
    expect(await db.outboxMail.count()).toBe(2);
  });

  it("refuses a cross-origin POST with 403", async () => {
    const { status } = await postJson(postCareer, careerBody(), { origin: "https://evil.example" });
    expect(status).toBe(403);
    expect(await db.careerApplication.count()).toBe(0);
  });

  it("refuses a form-encoded body with 415 and broken JSON with 400", async () => {
    expect((await postJson(postCareer, "a=1", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await postJson(postCareer, "{oops")).status).toBe(400);
  });
});

describe("POST /api/business_users and /api/partnership_users", () => {
  it("stores a business enquiry with its spec field names and consent", async () => {
    const body = businessBody();
    const { status, body: answer } = await postJson(postBusiness, body);
    expect(status).toBe(200);
    expect(answer.id).toBe(body.id);
    const row = await db.businessEnquiry.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({ about: "manyTime", about2: "Suggest", email: "poc@example.com", purpose: "No", resumeKey: null });
    expect(row.consentAt).toBeInstanceOf(Date);
  });

  it("gives the business step messages for missing fields", async () => {
    expect(await refused(postBusiness, { id: "not-a-uuid" })).toMatchObject({
      company: "company is required",
      service: "service is required",
      timeline: "Timeline is required",
      description: "Description is required",
      about2: "About is required",
      agreement: "Selected the aggreement checkbox",
    });
  });

  it("stores a partnership enquiry with POCemail, organisation and position", async () => {
    const body = partnershipBody();
    expect((await postJson(postPartnership, body)).status).toBe(200);
    const row = await db.partnershipEnquiry.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({ POCemail: "poc@example.com", organization: "Acme", position: "CTO", purpose: "Skill Upgradation" });
  });

  it("requires organisation and position only from a partner who works somewhere now", async () => {
    expect(await refused(postPartnership, partnershipBody({ organization: "", position: undefined }))).toEqual({
      organization: "Organisation is required",
      position: "Your Current Position is required",
    });
    const free = partnershipBody({ currentWork: "no", organization: undefined, position: undefined });
    expect((await postJson(postPartnership, free)).status).toBe(200);
    expect(await db.partnershipEnquiry.findUniqueOrThrow({ where: { id: free.id } })).toMatchObject({ organization: null, position: null });
  });

  it("refuses a reused partnership id with 409", async () => {
    const body = partnershipBody();
    await postJson(postPartnership, body);
    expect((await postJson(postPartnership, partnershipBody({ id: body.id }))).status).toBe(409);
    expect(await db.partnershipEnquiry.count()).toBe(1);
  });
});

describe("mails about a submission", () => {
  it("thanks the applicant by name only and gives the operator every value escaped", async () => {
    const body = businessBody({ firstName: "Ada", description: "<script>alert(1)</script> urgent" });
    await postJson(postBusiness, body);
    const [received, notify] = await Promise.all(
      ["submission-received", "submission-notify"].map(async (kind) => {
        const row = await db.outboxMail.findFirstOrThrow({ where: { kind } });
        return renderOutboxMail(row.kind, row.to, JSON.parse(row.payload) as Record<string, unknown>);
      }),
    );
    expect(received?.to).toBe(body.emailAddress);
    expect(received?.text).toContain("Hello Ada,");
    expect(`${received?.text}${received?.html}`).not.toMatch(/urgent|script|Acme/);
    expect(notify?.subject).toBe("New business enquiry from Ada Gupta");
    expect(notify?.headers?.["Reply-To"]).toBe(body.emailAddress);
    expect(notify?.text).toContain("Description: <script>alert(1)</script> urgent");
    expect(notify?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; urgent");
    expect(notify?.html).not.toContain("<script>");
    expect(notify?.text).toContain("Resume: not received yet");
  });
});

describe("POST /api/feedback", () => {
  it("accepts every answer empty", async () => {
    const { status, body } = await postJson(postFeedback, {});
    expect(status).toBe(200);
    expect(body).toEqual({ message: "We got your feedback!" });
    expect(await db.feedback.findFirstOrThrow()).toMatchObject({ appliedBefore: null, experience: null, submissionId: null });
  });

  it("links the answers to their submission by id", async () => {
    const career = careerBody();
    await postJson(postCareer, career);
    const { status } = await postJson(postFeedback, {
      appliedBefore: 1,
      gotCall: 0,
      selected: null,
      experience: "good",
      suggestions: "Faster replies",
      submissionId: career.id,
      submissionKind: "career",
    });
    expect(status).toBe(200);
    const linked = await db.feedback.findMany({ where: { submissionId: career.id } });
    expect(linked).toHaveLength(1);
    expect(linked[0]).toMatchObject({ appliedBefore: 1, gotCall: 0, selected: null, experience: "good", submissionKind: "career" });
  });

  it("refuses answers outside the spec's sets with 422", async () => {
    expect((await postJson(postFeedback, { appliedBefore: 2, experience: "great" })).status).toBe(422);
    expect((await postJson(postFeedback, { submissionId: "../x" })).status).toBe(422);
    expect(await db.feedback.count()).toBe(0);
  });

  it("refuses fields the form does not have with 422 instead of storing an empty feedback", async () => {
    expect((await postJson(postFeedback, { id: 1e300, email: "a@b.co", phoneNumber: 123 })).status).toBe(422);
    expect((await postJson(postFeedback, { experience: "good", firstName: "Asha" })).status).toBe(422);
    expect(await db.feedback.count()).toBe(0);
  });

  it("refuses a cross-origin POST with 403", async () => {
    expect((await postJson(postFeedback, {}, { "sec-fetch-site": "cross-site" })).status).toBe(403);
  });
});
