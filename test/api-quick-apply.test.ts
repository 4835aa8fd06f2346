// Quick apply from a job's page (POST /api/jobs/<slug>/apply): one multipart request stores the
// application with its encrypted resume and queues its two mails, or stores nothing at all.
import { describe, expect, it } from "vitest";
import { POST as quickApply } from "@/app/api/jobs/[slug]/apply/route";
import { careerApplications } from "@/lib/features/admin/lists/submissions";
import { readResumeText } from "@/lib/features/resume";
import { queueUnreadResumes, resumeReadsSettled } from "@/lib/features/submissions/resume-text";
import { deflatedStream, pdfOfLines, pdfOfPages } from "./support/pdf";
import { docxOfLines } from "./support/zip";
import { createJob } from "./support/jobs";
import { db, filesOnDisk, fixture, storedBytes, uniqueEmail } from "./support/wizard";
import { resetEachTest } from "./support/reset";

const DAY = 24 * 60 * 60 * 1000;
let ip = 0;

type Fields = Record<string, string>;
const FIELDS = (overrides: Fields = {}): Fields => ({
  firstName: "Meera",
  lastName: "Iyer",
  emailAddress: uniqueEmail("quick"),
  phoneNumber: "9876501234",
  coverNote: "Five years in critical care.\nAvailable from next month.",
  consent: "yes",
  ...overrides,
});

async function apply(slug: string, fields: Fields, file: { name: string; bytes: Buffer } | null, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("resume", new Blob([new Uint8Array(file.bytes)], { type: "application/octet-stream" }), file.name);
  const request = new Request(`http://localhost:3000/api/jobs/${slug}/apply`, {
    method: "POST",
    headers: { host: "localhost:3000", "x-client-ip": `10.9.0.${++ip}`, accept: "application/json", ...headers },
    body: form,
  });
  return quickApply(request, { params: Promise.resolve({ slug }) });
}

const pdf = () => ({ name: "Meera Iyer CV.pdf", bytes: fixture("resume.pdf") });

resetEachTest("wizard", "job");

describe("POST /api/jobs/[slug]/apply", () => {
  it("stores the application under its job with the encrypted resume, and queues one mail to each side", async () => {
    const job = await createJob();
    const fields = FIELDS();
    const response = await apply(job.slug, fields, pdf());
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; id: string };
    expect(body.message).toBe(
      "Thank you: your application for Staff Nurse, ICU has been received. A confirmation is on its way to your e-mail address, unless this address applied for it in the last 30 days: then we keep that first application and send nothing twice.",
    );
    const rows = await db.careerApplication.findMany();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      id: body.id,
      source: "quick",
      jobId: job.id,
      position: "Staff Nurse, ICU",
      industry: "Healthcare",
      firstName: "Meera",
      lastName: "Iyer",
      emailAddress: fields.emailAddress,
      phoneNumber: "+919876501234",
      coverNote: fields.coverNote,
      gender: null,
      experience: null,
      resumeName: "Meera Iyer CV.pdf",
      resumeType: "application/pdf",
      resumeSize: fixture("resume.pdf").length,
    });
    expect(row?.resumeUploadedAt).toBeInstanceOf(Date);
    expect(await storedBytes(row?.resumeKey ?? null)).toEqual(fixture("resume.pdf"));
    expect(filesOnDisk()).toEqual([row?.resumeKey]);
    const mails = await db.outboxMail.findMany({ orderBy: { kind: "asc" } });
    expect(mails.map((mail) => [mail.kind, mail.to === fields.emailAddress ? "applicant" : "operator"])).toEqual([
      ["submission-notify", "operator"],
      ["submission-received", "applicant"],
    ]);
    // The operator finds it under the job, with its cover note.
    const listed = await careerApplications.page({ q: "", status: "", from: "", to: "", page: 1, job: job.id });
    expect(listed.rows.map((entry) => entry.id)).toEqual([body.id]);
    const detail = await careerApplications.detail(body.id);
    expect(detail?.fields).toContainEqual({ label: "Cover note", value: fields.coverNote });
    expect(detail?.related).toEqual([{ label: "Applied for: Staff Nurse, ICU (Noida, Uttar Pradesh)", href: `/admin/jobs/${job.id}` }]);
  });

  it("reads the resume's text after answering and keeps it on the row; a kind it cannot read keeps none", async () => {
    const job = await createJob();
    const lines = ["Meera Iyer", "meera.iyer@example.com", "Critical care nursing, ventilator management"];
    for (const file of [
      { name: "cv.pdf", bytes: pdfOfLines(lines) },
      { name: "cv.docx", bytes: docxOfLines(lines) },
      { name: "cv.doc", bytes: fixture("resume.doc") },
    ]) {
      expect((await apply(job.slug, FIELDS(), file)).status).toBe(200);
    }
    await resumeReadsSettled();
    const rows = await db.careerApplication.findMany({ orderBy: { createdAt: "asc" } });
    expect(rows.map((row) => row.resumeReadAt)).toEqual([expect.any(Date), expect.any(Date), expect.any(Date)]);
    expect(rows[0]?.resumeText).toContain("ventilator management");
    expect(rows[1]?.resumeText).toContain("ventilator management");
    // An old Word .doc is a resume the readers do not take: read, without text.
    expect(rows[2]).toMatchObject({ resumeType: "application/msword", resumeText: null });
  });

  it("leaves unread a resume the reader had no room for, and upkeep reads it later", async () => {
    const job = await createJob();
    // The reader busy: one read that runs until its 5 s timeout, and the five stored resumes' reads that may wait behind it.
    const slow = pdfOfPages([deflatedStream(Buffer.from("q Q\n".repeat(2_500_000)))]);
    const holders = [readResumeText(slow, "pdf"), ...Array.from({ length: 5 }, () => readResumeText(pdfOfLines(["Held"]), "pdf"))];
    const lines = ["Meera Iyer", "Critical care nursing, ventilator management"];
    expect((await apply(job.slug, FIELDS(), { name: "cv.pdf", bytes: pdfOfLines(lines) })).status).toBe(200);
    await resumeReadsSettled();
    expect(await db.careerApplication.findFirstOrThrow()).toMatchObject({ resumeText: null, resumeReadAt: null });
    await Promise.all(holders);
    // Upkeep takes resumes that arrived ten minutes ago or more and were never read.
    expect(await queueUnreadResumes()).toBe(0);
    expect(await queueUnreadResumes(new Date(Date.now() + 11 * 60_000))).toBe(1);
    await resumeReadsSettled();
    const row = await db.careerApplication.findFirstOrThrow();
    expect(row.resumeText).toBe(lines.join("\n"));
    expect(row.resumeReadAt).toBeInstanceOf(Date);
    expect(await queueUnreadResumes(new Date(Date.now() + 11 * 60_000))).toBe(0);
  }, 30_000);

  it("answers 410 for a closed or expired job, 404 for an unknown one, and stores nothing", async () => {
    const closed = await createJob({ status: "closed" });
    const expired = await createJob({ closesAt: new Date(Date.now() - DAY) });
    expect((await apply(closed.slug, FIELDS(), pdf())).status).toBe(410);
    expect((await apply(expired.slug, FIELDS(), pdf())).status).toBe(410);
    expect((await apply("no-such-job", FIELDS(), pdf())).status).toBe(404);
    expect(await db.careerApplication.count()).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });

  it.each([
    ["no consent", { consent: "" }, "consent", "Selected the aggreement checkbox"],
    ["a phone number that is not one", { phoneNumber: "12345" }, "phoneNumber", "Enter a valid phone number: 10 digits for India, or + and the country code"],
    ["no first name", { firstName: " " }, "firstName", "First Name is required"],
  ])("refuses %s with its field's message, keeping no file", async (_label, overrides, field, msg) => {
    const job = await createJob();
    const response = await apply(job.slug, FIELDS(overrides), pdf());
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown[] }).errors).toContainEqual({ field, msg });
    expect(await db.careerApplication.count()).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });

  it("refuses a missing resume and one whose bytes are not a document (named .pdf)", async () => {
    const job = await createJob();
    const missing = await apply(job.slug, FIELDS(), null);
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: unknown[] }).errors).toEqual([{ field: "resume", msg: "Resume is required" }]);
    const fake = await apply(job.slug, FIELDS(), { name: "cv.pdf", bytes: Buffer.from("just some text, not a PDF at all") });
    expect(fake.status).toBe(415);
    expect(((await fake.json()) as { error: string }).error).toBe("This file is not a real PDF or Word document.");
    expect(await db.careerApplication.count()).toBe(0);
    expect(await db.outboxMail.count()).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });

  it("sends a form posted without JavaScript back to the job's page with the answer to show", async () => {
    const job = await createJob();
    const navigate = { "sec-fetch-mode": "navigate", accept: "text/html" };
    const sent = await apply(job.slug, FIELDS(), pdf(), navigate);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/careers/jobs/${job.slug}?applied=1#quick-apply`);
    const refused = await apply(job.slug, FIELDS(), { name: "cv.pdf", bytes: Buffer.from("not a PDF") }, navigate);
    expect(refused.headers.get("location")).toBe(`/careers/jobs/${job.slug}?apply-error=type#quick-apply`);
    expect(await db.careerApplication.count()).toBe(1);
  });
});
