// Issue 35 item 5: the same address applying for the same position again within REAPPLY_DAYS,
// by quick apply or the career wizard, is answered as the first time and stored once: one record,
// one acknowledgement, one operator mail, one resume. Only the address's signed-in owner is told.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as quickApply } from "@/app/api/jobs/[slug]/apply/route";
import { POST as uploadFile } from "@/app/api/upload-file/[id]/route";
import { POST as postCareer } from "@/app/api/users/route";
import { REAPPLY_DAYS } from "@/lib/content/jobs";
import { createJob } from "./support/jobs";
import { sessionFor } from "./support/session";
import { careerBody, db, filesOnDisk, fixture, postJson, storedBytes, uniqueEmail, upload } from "./support/wizard";
import { resetEachTest } from "./support/reset";

const DAY = 24 * 60 * 60 * 1000;
let ip = 0;

async function apply(slug: string, emailAddress: string, resume = fixture("resume.pdf"), headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ firstName: "Meera", lastName: "Iyer", emailAddress, phoneNumber: "9876501234", consent: "yes" }))
    form.append(name, value);
  form.append("resume", new Blob([new Uint8Array(resume)], { type: "application/octet-stream" }), "cv.pdf");
  const request = new Request(`http://localhost:3000/api/jobs/${slug}/apply`, {
    method: "POST",
    headers: { host: "localhost:3000", "x-client-ip": `10.8.0.${++ip}`, accept: "application/json", ...headers },
    body: form,
  });
  const response = await quickApply(request, { params: Promise.resolve({ slug }) });
  return { status: response.status, body: (await response.json()) as { message: string; id: string } };
}

const mailKinds = async () => (await db.outboxMail.findMany({ orderBy: { kind: "asc" } })).map((mail) => mail.kind);
const SENT = (title: string) =>
  `Thank you: your application for ${title} has been received. A confirmation is on its way to your e-mail address, unless this address applied for it in the last 30 days: then we keep that first application and send nothing twice.`;

resetEachTest("wizard", "job");

describe("applying again for the same position", () => {
  it("by quick apply: the same answer, one record, one acknowledgement, one operator mail, the first resume only", async () => {
    const job = await createJob();
    const email = uniqueEmail("again");
    const first = await apply(job.slug, email);
    const second = await apply(job.slug, email.toUpperCase(), Buffer.concat([fixture("resume.pdf"), Buffer.from("\n% second\n")]));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.message).toBe(SENT("Staff Nurse, ICU"));
    expect(second.body.message).toBe(first.body.message);
    expect(second.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await db.careerApplication.findMany();
    expect(rows.map((row) => row.id)).toEqual([first.body.id]);
    expect(await mailKinds()).toEqual(["submission-notify", "submission-received"]);
    expect(filesOnDisk()).toEqual([rows[0]?.resumeKey]);
    expect(await storedBytes(rows[0]?.resumeKey ?? null)).toEqual(fixture("resume.pdf"));
  });

  it("by the career wizard after quick apply: the upload that follows is answered and dropped", async () => {
    const job = await createJob();
    const email = uniqueEmail("wizard");
    const first = await apply(job.slug, email);
    const body = careerBody({ emailAddress: email, jobId: job.id });
    const sent = await postJson(postCareer, body);
    expect(sent).toEqual({ status: 200, body: { message: "Data submitted successfully!", id: body.id } });
    const uploaded = await upload(uploadFile, body.id, { name: "cv.pdf", bytes: fixture("resume.pdf") });
    expect(uploaded).toEqual({ status: 200, body: { message: "Data submitted successfully!", id: body.id } });
    // A file that is not a document is refused as any upload's is.
    expect((await upload(uploadFile, body.id, { name: "cv.pdf", bytes: Buffer.from("not a PDF") })).status).toBe(415);
    expect((await db.careerApplication.findMany()).map((row) => row.id)).toEqual([first.body.id]);
    expect(await mailKinds()).toEqual(["submission-notify", "submission-received"]);
    expect(filesOnDisk()).toHaveLength(1);
    // The same send again (its answer lost) is refused as any id used twice.
    expect((await postJson(postCareer, body)).status).toBe(409);
  });

  it("stores one record when two sends of the wizard arrive at once", async () => {
    const job = await createJob();
    const email = uniqueEmail("race");
    const answers = await Promise.all([0, 1, 2].map(() => postJson(postCareer, careerBody({ emailAddress: email, jobId: job.id }))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await db.careerApplication.count()).toBe(1);
    expect(await mailKinds()).toEqual(["submission-notify", "submission-received"]);
  });

  it(`stores a new application after ${REAPPLY_DAYS} days, after a withdrawal, for another position or another address`, async () => {
    const job = await createJob();
    const other = await createJob();
    const email = uniqueEmail("fresh");
    const old = await apply(job.slug, email);
    await db.careerApplication.update({ where: { id: old.body.id }, data: { createdAt: new Date(Date.now() - (REAPPLY_DAYS + 1) * DAY) } });
    const renewed = await apply(job.slug, email);
    await apply(other.slug, email);
    await apply(job.slug, uniqueEmail("someone-else"));
    expect(await db.careerApplication.count()).toBe(4);
    await db.careerApplication.update({ where: { id: renewed.body.id }, data: { status: "withdrawn" } });
    await apply(job.slug, email);
    expect(await db.careerApplication.count()).toBe(5);
    expect(await db.outboxMail.count()).toBe(10);
  });

  it("tells the address's signed-in owner when they applied, and anyone else nothing new", async () => {
    const job = await createJob();
    const { cookie, userId } = await sessionFor("user");
    const owner = await db.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
    await apply(job.slug, owner.email);
    const today = new Date().toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
    const told = `You already applied for Staff Nurse, ICU on ${today}, so we kept that application as it is and sent nothing twice. A recruiter will be in touch.`;
    expect((await apply(job.slug, owner.email, fixture("resume.pdf"), { cookie })).body.message).toBe(told);
    const wizard = await postJson(postCareer, careerBody({ emailAddress: owner.email, jobId: job.id }), { cookie });
    expect(wizard.body.message).toBe(told);
    // Someone else's session, or none, gets the usual answer.
    const stranger = await sessionFor("user");
    expect((await apply(job.slug, owner.email, fixture("resume.pdf"), { cookie: stranger.cookie })).body.message).toBe(SENT("Staff Nurse, ICU"));
    expect((await postJson(postCareer, careerBody({ emailAddress: owner.email, jobId: job.id, id: randomUUID() }))).body.message).toBe(
      "Data submitted successfully!",
    );
    expect(await db.careerApplication.count()).toBe(1);
  });
});
