// POST /api/resume/details: the details a chosen resume gives the quick-apply form, read and
// forgotten (nothing stored); and a crafted resume is still a resume, applied with, without text.
import { describe, expect, it } from "vitest";
import { POST as quickApply } from "@/app/api/jobs/[slug]/apply/route";
import { POST as resumeDetails } from "@/app/api/resume/details/route";
import { contactDetailsIn, formDetailsOf, formPhone } from "@/lib/features/resume";
import { resumeReadsSettled } from "@/lib/features/submissions/resume-text";
import { deflatedRun, pdfOfLines, pdfOfOneLine, pdfOfPages } from "./support/pdf";
import { createJob } from "./support/jobs";
import { watchingStalls } from "./support/stalls";
import { db, filesOnDisk, uniqueEmail } from "./support/wizard";
import { docxOfLines } from "./support/zip";
import { resetEachTest } from "./support/reset";

const LINES = ["Curriculum Vitae", "Meera Iyer", "meera.iyer@example.com | +91 98765 01234", "Staff nurse, critical care"];
let ip = 0;

async function send(
  handler: (request: Request, context: { params: Promise<{ slug: string }> }) => Promise<Response>,
  form: FormData,
  slug = "",
  clientIp = `10.8.0.${++ip}`,
) {
  const request = new Request("http://localhost:3000/api/resume/details", {
    method: "POST",
    headers: { host: "localhost:3000", "x-client-ip": clientIp, accept: "application/json" },
    body: form,
  });
  return handler(request, { params: Promise.resolve({ slug }) });
}

const withResume = (name: string, bytes: Buffer, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("resume", new Blob([new Uint8Array(bytes)]), name);
  return form;
};

resetEachTest("wizard", "job");

describe("POST /api/resume/details", () => {
  it.each([
    ["a PDF", "cv.pdf", () => pdfOfLines(LINES)],
    ["a DOCX", "cv.docx", () => docxOfLines(LINES)],
  ])("gives the name, e-mail and phone of %s as the form's fields, and keeps nothing", async (_label, name, bytes) => {
    const response = await send(resumeDetails, withResume(name, bytes()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      details: { firstName: "Meera", lastName: "Iyer", emailAddress: "meera.iyer@example.com", phoneNumber: "+919876501234" },
    });
    expect(filesOnDisk()).toEqual([]);
    expect(await db.careerApplication.count()).toBe(0);
  });

  it("refuses what is not a resume by its bytes (415), and gives nothing for a PDF without text", async () => {
    expect((await send(resumeDetails, withResume("cv.pdf", Buffer.from("plain words, not a PDF")))).status).toBe(415);
    const blank = await send(resumeDetails, withResume("cv.pdf", pdfOfLines([])));
    expect(await blank.json()).toEqual({ details: {} });
    expect(filesOnDisk()).toEqual([]);
  });

  it.each([
    ["DOCX", "cv.docx", () => docxOfLines(["a".repeat(100_000)])],
    ["PDF", "cv.pdf", () => pdfOfOneLine("a".repeat(100_000))],
  ])(
    "reads a one-word %s of 100,000 letters in the reader's worker, never stalling this thread",
    async (_label, name, bytes) => {
      const form = withResume(name, bytes());
      const { value: response, longestStallMs } = await watchingStalls(() => send(resumeDetails, form), 10);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ details: {} });
      // Searched on this thread, such a text held it for about 25 s (60,000 letters: 8.6 s).
      expect(longestStallMs).toBeLessThan(1_000);
    },
    60_000,
  );

  it("reads five resumes a minute for one IP, then answers 429", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(resumeDetails, withResume("cv.pdf", pdfOfLines(LINES)), "", "10.8.1.1")).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await send(resumeDetails, withResume("cv.pdf", pdfOfLines(LINES)), "", "10.8.1.2")).status).toBe(200);
  });

  it("gives the phone in the stored form, an Indian or an international number", () => {
    expect(formPhone("+919876501234")).toBe("+919876501234");
    expect(formPhone("09876501234")).toBe("+919876501234");
    expect(formPhone("+442079460958")).toBe("+442079460958");
    expect(formPhone("12345")).toBeUndefined();
    expect(formDetailsOf(contactDetailsIn("Ravi Kumar Verma\nravi@example.com"))).toEqual({
      firstName: "Ravi",
      lastName: "Kumar Verma",
      emailAddress: "ravi@example.com",
    });
  });
});

describe("a crafted resume", () => {
  it("that inflates past the reader's memory bound is still applied with, and keeps no text", async () => {
    const job = await createJob({ title: "Ward Nurse", experienceMin: 0, experienceMax: 2 });
    const bytes = pdfOfPages([await deflatedRun(1024, 0x20)]);
    const fields = { firstName: "Meera", lastName: "Iyer", emailAddress: uniqueEmail("crafted"), phoneNumber: "9876501234", consent: "yes" };
    const response = await send(quickApply, withResume("cv.pdf", bytes, fields), job.slug);
    expect(response.status).toBe(200);
    await resumeReadsSettled();
    const row = await db.careerApplication.findFirstOrThrow();
    expect(row).toMatchObject({ jobId: job.id, resumeText: null, resumeSize: bytes.length });
    expect(row.resumeReadAt).toBeInstanceOf(Date);
  }, 30_000);
});
