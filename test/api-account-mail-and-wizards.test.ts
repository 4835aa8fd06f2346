import { afterAll, describe, expect, it } from "vitest";
import { POST as postPartnership } from "@/app/api/partnership_users/route";
import { POST as uploadResume } from "@/app/api/upload-file/[id]/route";
import { POST as postCareer } from "@/app/api/users/route";
import { FEEDBACK_STEP_QUESTIONS, FEEDBACK_TEXT } from "@/lib/content/wizard/shared";
import { careerBody, db, fixture, partnershipBody, postJson, upload } from "./support/wizard";

afterAll(() => db.$disconnect());

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
