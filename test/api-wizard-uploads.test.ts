import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as postBusiness } from "@/app/api/business_users/route";
import { POST as uploadBusinessFile } from "@/app/api/uploadBusinessFile/[id]/route";
import { POST as uploadFile } from "@/app/api/upload-file/[id]/route";
import { POST as postCareer } from "@/app/api/users/route";
import { log } from "@/lib/core/log";
import { fileStore } from "@/lib/core/storage";
import { STALE_CLAIM_MS } from "@/lib/features/submissions/attach";
import { makeZip, minimalDocx } from "./support/zip";
import { businessBody, careerBody, clearTables, db, filesOnDisk, fixture, storedBytes, postJson, upload } from "./support/wizard";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const TYPE_MESSAGE = "Only PDF, DOC, and DOCX files are allowed!";
const NOT_DOCUMENT = "This file is not a real PDF or Word document.";
const CENTRAL_HEADER = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

async function newCareer(): Promise<string> {
  const body = careerBody();
  expect((await postJson(postCareer, body)).status).toBe(200);
  return body.id;
}

/** The row's file columns, and proof that no file exists without its row. */
async function stored(id: string) {
  const row = await db.careerApplication.findUniqueOrThrow({ where: { id } });
  const keys = new Set((await db.careerApplication.findMany()).map((r) => r.resumeKey).filter(Boolean));
  const businessKeys = (await db.businessEnquiry.findMany()).map((r) => r.resumeKey).filter(Boolean);
  for (const key of businessKeys) keys.add(key);
  expect(filesOnDisk()).toEqual([...keys].sort());
  return row;
}

beforeEach(clearTables);
afterEach(() => vi.restoreAllMocks());
afterAll(() => db.$disconnect());

describe("POST /api/upload-file/[id]", () => {
  it.each([
    ["a PDF", "resume.pdf", "application/pdf", "pdf"],
    ["a Word 97-2003 DOC", "resume.doc", "application/msword", "doc"],
    ["a Word DOCX", "resume.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx"],
  ])("stores %s under a server-made name with its size and sha256", async (_label, name, mime, extension) => {
    const id = await newCareer();
    const bytes = fixture(name);
    const { status, body } = await upload(uploadFile, id, { name: `My CV ${name}`, bytes, type: "text/plain" });
    expect(status).toBe(200);
    expect(body).toEqual({ message: "Data submitted successfully!", id });
    const row = await stored(id);
    expect(row).toMatchObject({ resumeName: `My CV ${name}`, resumeType: mime, resumeSize: bytes.length, resumeSha256: sha256(bytes) });
    expect(row.resumeKey).toMatch(new RegExp(`^career/[0-9a-f-]{36}\\.${extension}$`));
    expect(row.resumeUploadedAt).toBeInstanceOf(Date);
    expect(await storedBytes(row.resumeKey)).toEqual(bytes);
  });

  it("accepts a minimal DOCX built here, and judges it by its central directory", async () => {
    const id = await newCareer();
    const { status } = await upload(uploadFile, id, { name: "cv.DOCX", bytes: minimalDocx() });
    expect(status).toBe(200);
    expect((await stored(id)).resumeType).toMatch(/wordprocessingml/);
  });

  it.each([
    ["an ELF executable named resume.pdf", "resume.pdf", Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)])],
    ["a Windows executable named resume.doc", "resume.doc", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(300)])],
    ["a PNG named resume.pdf", "resume.pdf", Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)])],
    ["a real PDF named resume.exe", "resume.exe", fixture("resume.pdf")],
    ["a ZIP without word/document.xml named .docx", "resume.docx", makeZip([{ name: "evil.sh", data: "rm -rf /" }])],
    [
      "a ZIP declaring 60 MB uncompressed",
      "resume.docx",
      makeZip([
        { name: "word/document.xml", data: "<w/>" },
        { name: "bomb.bin", data: "0", declaredSize: 60 * 1024 * 1024 },
      ]),
    ],
    [
      "a ZIP of 1,001 entries",
      "resume.docx",
      makeZip([{ name: "word/document.xml", data: "<w/>" }, ...Array.from({ length: 1000 }, (_, i) => ({ name: `x/${i}`, data: "" }))]),
    ],
    ["a truncated DOCX", "resume.docx", minimalDocx().subarray(0, 300)],
    // file-type names these DOCX from their first entry; the central-directory check refuses them.
    ["a DOCX cut off before its central directory", "resume.docx", minimalDocx().subarray(0, minimalDocx().indexOf(CENTRAL_HEADER))],
    ["a DOCX declaring 60 MB uncompressed", "resume.docx", minimalDocx([{ name: "bomb.bin", data: "0", declaredSize: 60 * 1024 * 1024 }])],
    ["a DOCX of 1,001 entries", "resume.docx", minimalDocx(Array.from({ length: 998 }, (_, i) => ({ name: `x/${i}`, data: "" })))],
    ["a macro-enabled Word document named .docx", "resume.docx", minimalDocx([], "application/vnd.ms-word.document.macroEnabled.main+xml")],
    ["a spreadsheet named .docx", "resume.docx", minimalDocx([], "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml")],
  ])("refuses %s with 415 and keeps no file", async (_label, name, bytes) => {
    const id = await newCareer();
    const { status, body } = await upload(uploadFile, id, { name, bytes, type: "application/pdf" });
    expect(status).toBe(415);
    // The name is held to the rule first; any other file is told its bytes are no document.
    expect(body.error).toBe(name.endsWith(".exe") ? TYPE_MESSAGE : NOT_DOCUMENT);
    expect((await stored(id)).resumeKey).toBeNull();
    expect(filesOnDisk()).toEqual([]);
  });

  it("refuses a file over 5 MB with 413 while streaming, and keeps no file", async () => {
    const id = await newCareer();
    const bytes = Buffer.concat([fixture("resume.pdf"), Buffer.alloc(5 * 1024 * 1024)]);
    const { status, body } = await upload(uploadFile, id, { name: "big.pdf", bytes });
    expect(status).toBe(413);
    expect(body.error).toBe("The file is larger than 5 MB.");
    expect((await stored(id)).resumeKey).toBeNull();
    expect(filesOnDisk()).toEqual([]);
  });

  it("refuses a body whose declared length is over the limit before reading it", async () => {
    const id = await newCareer();
    const { status } = await upload(uploadFile, id, { name: "a.pdf", bytes: fixture("resume.pdf") }, { "content-length": String(6 * 1024 * 1024) });
    expect(status).toBe(413);
    expect(filesOnDisk()).toEqual([]);
  });

  it("accepts a file of exactly 5 MB", async () => {
    const id = await newCareer();
    const pdf = fixture("resume.pdf");
    const bytes = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 - pdf.length)]);
    expect((await upload(uploadFile, id, { name: "a.pdf", bytes })).status).toBe(200);
    expect((await stored(id)).resumeSize).toBe(5 * 1024 * 1024);
  });

  it("answers an unknown id with 404", async () => {
    const { status } = await upload(uploadFile, randomUUID(), { name: "a.pdf", bytes: fixture("resume.pdf") });
    expect(status).toBe(404);
    expect(filesOnDisk()).toEqual([]);
  });

  it.each(["../../etc/passwd", "..%2F..%2Fetc", "not-a-uuid", `${randomUUID()}/../x`])("answers the path-like id %s with 400", async (id) => {
    const { status } = await upload(uploadFile, id, { name: "a.pdf", bytes: fixture("resume.pdf") });
    expect(status).toBe(400);
    expect(filesOnDisk()).toEqual([]);
  });

  it("answers a second upload with 409 and keeps the first file", async () => {
    const id = await newCareer();
    expect((await upload(uploadFile, id, { name: "a.pdf", bytes: fixture("resume.pdf") })).status).toBe(200);
    const again = await upload(uploadFile, id, { name: "b.docx", bytes: fixture("resume.docx") });
    expect(again.status).toBe(409);
    const row = await stored(id);
    expect(row.resumeName).toBe("a.pdf");
    expect(filesOnDisk()).toHaveLength(1);
  });

  it("lets exactly one of two simultaneous uploads for one id win", async () => {
    const id = await newCareer();
    const statuses = await Promise.all([
      upload(uploadFile, id, { name: "a.pdf", bytes: fixture("resume.pdf") }),
      upload(uploadFile, id, { name: "b.doc", bytes: fixture("resume.doc") }),
    ]);
    expect(statuses.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(filesOnDisk()).toHaveLength(1);
    expect((await stored(id)).resumeUploadedAt).toBeInstanceOf(Date);
  });

  it("refuses a cross-origin upload with 403", async () => {
    const id = await newCareer();
    const { status } = await upload(uploadFile, id, { name: "a.pdf", bytes: fixture("resume.pdf") }, { origin: "https://evil.example" });
    expect(status).toBe(403);
    expect(filesOnDisk()).toEqual([]);
  });

  it("refuses a second file, another file field and a non-multipart body", async () => {
    const id = await newCareer();
    const pdf = { name: "a.pdf", bytes: fixture("resume.pdf") };
    expect((await upload(uploadFile, id, [pdf, pdf])).status).toBe(400);
    expect((await upload(uploadFile, id, { ...pdf, field: "avatar" })).status).toBe(400);
    expect((await upload(uploadFile, id, { ...pdf, bytes: Buffer.alloc(0) })).status).toBe(400);
    // JSON asks for the profile's saved resume (test/api-applicant-profile.test.ts); anything else is refused.
    expect((await postJson((request) => uploadFile(request, { params: Promise.resolve({ id }) }), { resume: "x" })).status).toBe(422);
    const text = new Request(`http://localhost:3000/api/upload-file/${id}`, {
      method: "POST",
      headers: { host: "localhost:3000", "content-type": "text/plain" },
      body: "resume",
    });
    expect((await uploadFile(text, { params: Promise.resolve({ id }) })).status).toBe(415);
    expect((await stored(id)).resumeKey).toBeNull();
    expect(filesOnDisk()).toEqual([]);
  });

  it("undoes the claim and removes the file when storing fails after the claim", async () => {
    const id = await newCareer();
    vi.spyOn(fileStore, "save").mockRejectedValueOnce(new Error("disk full"));
    vi.spyOn(log, "error").mockImplementation(() => undefined);
    const failed = await upload(uploadFile, id, { name: "a.pdf", bytes: fixture("resume.pdf") });
    expect(failed.status).toBe(500);
    expect(JSON.stringify(failed.body)).not.toContain("disk full");
    expect(await stored(id)).toMatchObject({ resumeKey: null, resumeName: null, resumeSha256: null, resumeUploadedAt: null });
    expect(filesOnDisk()).toEqual([]);
    expect((await upload(uploadFile, id, { name: "a.pdf", bytes: fixture("resume.pdf") })).status).toBe(200);
  });
  it("lets a retry take over a claim whose upload died, and removes the file it left", async () => {
    const id = await newCareer();
    const deadKey = `career/${randomUUID()}.pdf`;
    await fileStore.save(deadKey, Readable.from([fixture("resume.pdf")]));
    const claimedAt = new Date(Date.now() - STALE_CLAIM_MS - 1000);
    await db.careerApplication.update({ where: { id }, data: { resumeKey: deadKey, resumeName: "dead.pdf", resumeClaimedAt: claimedAt } });
    const retry = await upload(uploadFile, id, { name: "b.docx", bytes: fixture("resume.docx") });
    expect(retry.status).toBe(200);
    const row = await stored(id);
    expect(row).toMatchObject({ resumeName: "b.docx", resumeSha256: sha256(fixture("resume.docx")) });
    expect(row.resumeKey).not.toBe(deadKey);
    expect(row.resumeUploadedAt).toBeInstanceOf(Date);
  });

  it("keeps a claim that is still fresh: a second upload meanwhile gets 409", async () => {
    const id = await newCareer();
    await db.careerApplication.update({ where: { id }, data: { resumeKey: `career/${randomUUID()}.pdf`, resumeClaimedAt: new Date() } });
    expect((await upload(uploadFile, id, { name: "b.pdf", bytes: fixture("resume.pdf") })).status).toBe(409);
  });
});

describe("POST /api/uploadBusinessFile/[id]", () => {
  it("stores the business enquiry's file beside its row", async () => {
    const body = businessBody();
    await postJson(postBusiness, body);
    const bytes = fixture("resume.docx");
    expect((await upload(uploadBusinessFile, body.id, { name: "brief.docx", bytes })).status).toBe(200);
    const row = await db.businessEnquiry.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.resumeKey).toMatch(/^business\/.+\.docx$/);
    expect(row.resumeSha256).toBe(sha256(bytes));
    expect(await storedBytes(row.resumeKey)).toEqual(bytes);
  });

  it("does not attach a file to a career application's id", async () => {
    const id = await newCareer();
    expect((await upload(uploadBusinessFile, id, { name: "a.pdf", bytes: fixture("resume.pdf") })).status).toBe(404);
  });
});
