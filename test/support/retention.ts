// The records and stored files the retention tests (test/retention*.test.ts) age: each file gets
// its own upload and mail folders, and a clock fixed at NOW.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeEach } from "vitest";
import { newFileKey } from "@/lib/core/storage/file-store";
import { LocalDiskStore } from "@/lib/core/storage/local-disk";
import { APPLICANT, CAREER_ROW } from "./career-answers.mjs";
import { clearSubmissions, db } from "./wizard";

export { db };
export const root = fs.mkdtempSync(path.join(os.tmpdir(), "retention-"));
export const store = new LocalDiskStore(path.join(root, "uploads"));
export const mailDir = path.join(root, "mail");
export const NOW = new Date("2026-11-22T10:00:00Z");
export const ago = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

export async function application(email: string, createdAt: Date, withFile = true) {
  const id = randomUUID();
  const key = withFile ? newFileKey("career", "pdf") : null;
  if (key) await store.save(key, Readable.from([Buffer.from("%PDF-1.4 resume")]));
  await db.careerApplication.create({
    data: {
      id,
      ...APPLICANT,
      emailAddress: email,
      ...CAREER_ROW,
      consentAt: createdAt,
      createdAt,
      resumeKey: key,
      resumeUploadedAt: key ? createdAt : null,
    },
  });
  await db.feedback.create({ data: { submissionKind: "career", submissionId: id, experience: "good", createdAt } });
  return { id, key };
}

const enquiryFields = {
  firstName: "Ravi",
  lastName: "Kumar",
  gender: "Male",
  location: "Pune",
  phoneNumber: "9876543210",
  company: "Acme",
  industry: "IT",
  description: "d",
  purpose: "p",
};

export async function business(email: string, createdAt: Date) {
  const key = newFileKey("business", "pdf");
  await store.save(key, Readable.from([Buffer.from("%PDF-1.4 brief")]));
  const row = await db.businessEnquiry.create({
    data: {
      ...enquiryFields,
      id: randomUUID(),
      emailAddress: email,
      about: "firstTime",
      service: "IT",
      position: "CTO",
      email: "poc@example.com",
      timeline: "1 month",
      about2: "web",
      consentAt: createdAt,
      createdAt,
      resumeKey: key,
    },
  });
  await db.feedback.create({ data: { submissionKind: "business", submissionId: row.id, createdAt } });
  return { id: row.id, key };
}

export const partnership = (email: string, createdAt: Date) =>
  db.partnershipEnquiry.create({
    data: {
      ...enquiryFields,
      id: randomUUID(),
      email,
      visit: "firstTime",
      partnershipType: "Referral",
      POCemail: "poc@example.com",
      currentWork: "w",
      reason: "r",
      about: "web",
      consentAt: createdAt,
      createdAt,
    },
  });

export const contact = (email: string, createdAt: Date) =>
  db.contactMessage.create({ data: { name: "Ravi", email, phone: "9876543210", message: "Hello", createdAt } });

export const fileExists = async (key: string | null) => (key ? await store.open(key).then((s) => (s?.destroy(), s !== null)) : false);

/** Empties what a retention test stores, before each test and after the file: no file leaves old rows to the next one's sweep. */
async function clearStored() {
  await clearSubmissions();
  await db.contactMessage.deleteMany();
  await db.outboxMail.deleteMany();
  await db.campaign.deleteMany();
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.mkdirSync(mailDir, { recursive: true });
}

export function resetBetweenTests() {
  beforeEach(clearStored);
  afterAll(async () => {
    await clearStored();
    await db.$disconnect();
    fs.rmSync(root, { recursive: true, force: true });
  });
}
