import { afterAll, describe, expect, it } from "vitest";
import { POST as postPartnership } from "@/app/api/partnership_users/route";
import { POST as uploadResume } from "@/app/api/upload-file/[id]/route";
import { POST as postCareer } from "@/app/api/users/route";
import { FEEDBACK_STEP_QUESTIONS, FEEDBACK_TEXT } from "@/lib/content/wizard/shared";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { careerApplications, contactMessages } from "@/lib/features/admin/lists/submissions";
import { pipelineSchema } from "@/lib/validation/admin";
import { careerBody, db, fixture, partnershipBody, postJson, upload } from "./support/wizard";

afterAll(() => db.$disconnect());

describe("the operator's optional mail about a new status", () => {
  it("mails the applicant the new status in plain words only when the operator ticks it and the status changes", async () => {
    const body = careerBody();
    await postJson(postCareer, body);
    const to = body.emailAddress;
    const stageMails = () => db.outboxMail.findMany({ where: { to, kind: "application-stage" } });

    expect(await careerApplications.updatePipeline?.(body.id, "contacted", "called", false)).toBe(true);
    expect(await stageMails()).toHaveLength(0);
    expect(await careerApplications.updatePipeline?.(body.id, "in_progress", "private note", true)).toBe(true);
    expect(await careerApplications.updatePipeline?.(body.id, "in_progress", "same status", true)).toBe(true);
    const mails = await stageMails();
    expect(mails).toHaveLength(1);
    const rendered = await renderOutboxMail("application-stage", to, JSON.parse(mails[0]?.payload ?? "{}") as Record<string, unknown>);
    expect(rendered.subject).toBe("News about your career application");
    expect(rendered.text).toContain("Hello Asha Gupta,");
    expect(rendered.text).toContain("has a new status: Being reviewed.");
    expect(rendered.text).not.toContain("private note");
  });

  it("reads the form's checkbox as a choice, absent meaning no", () => {
    expect(pipelineSchema.parse({ status: "closed", note: "", notify: "on" }).notify).toBe(true);
    expect(pipelineSchema.parse({ status: "closed", note: "" }).notify).toBe(false);
    expect(pipelineSchema.parse({ status: "withdrawn", notify: true }).notify).toBe(true);
    expect(contactMessages.updatePipeline).toBeDefined();
  });
});

describe("the wizard endpoints take the spec client's shapes", () => {
  it("makes an id for a request without one and answers it, so the upload step can name it", async () => {
    const { id: _own, ...body } = careerBody();
    const answer = await postJson(postCareer, body);
    expect(answer.status).toBe(200);
    const id = String(answer.body.id);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.careerApplication.count({ where: { id } })).toBe(1);
    expect((await upload(uploadResume, id, { name: "cv.pdf", bytes: fixture("resume.pdf"), type: "application/pdf" })).status).toBe(200);
  });

  it("keeps the browser's own id when it sends one", async () => {
    const body = careerBody();
    expect((await postJson(postCareer, body)).body.id).toBe(body.id);
  });

  it("accepts null for the optional partnership fields", async () => {
    const body = partnershipBody({ currentWork: "no", organization: null, position: null });
    expect((await postJson(postPartnership, body)).status).toBe(200);
    expect(await db.partnershipEnquiry.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({ organization: null, position: null });
    const working = partnershipBody({ currentWork: "yes", organization: null, position: null });
    expect((await postJson(postPartnership, working)).status).toBe(422);
  });
});

describe("the feedback step's intro", () => {
  it("counts the questions the step asks", () => {
    expect(FEEDBACK_STEP_QUESTIONS).toHaveLength(5);
    expect(FEEDBACK_TEXT.intro).toMatch(/^Five quick questions/);
  });
});
