// Submissions and subscribers for the operator tests: through the public API where the real path
// matters (a resume upload, feedback), written directly where a test needs a given date.
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { execute, sqlDate } from "./accounts";
import { expect } from "./fixtures";
import { APPLICANT, CAREER_ANSWERS } from "../../test/support/career-answers.mjs";

const DAY = 24 * 60 * 60 * 1000;

export const RESUME = path.resolve("e2e/fixtures/resume.pdf");

export function careerBody(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    ...APPLICANT,
    emailAddress: `asha-${randomUUID().slice(0, 8)}@example.com`,
    ...CAREER_ANSWERS,
    ...overrides,
  };
}

/** A career application as the wizard sends it, optionally with its resume and feedback. */
export async function submitCareer(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
  options: { resume?: boolean; feedback?: Record<string, unknown> } = {},
) {
  const body = careerBody(overrides);
  expect((await request.post("/api/users", { data: body })).status()).toBe(200);
  if (options.resume) {
    const upload = await request.post(`/api/upload-file/${body.id}`, {
      multipart: { resume: { name: "resume.pdf", mimeType: "application/pdf", buffer: await import("node:fs").then((fs) => fs.readFileSync(RESUME)) } },
    });
    expect(upload.status()).toBe(200);
  }
  if (options.feedback) {
    const feedback = await request.post("/api/feedback", { data: { ...options.feedback, submissionId: body.id, submissionKind: "career" } });
    expect(feedback.status()).toBe(200);
  }
  return body;
}

/** A career application written straight into the database with the given time and status. */
export function insertCareer(fields: { firstName: string; lastName: string; emailAddress: string; createdAt: Date; status?: string }): string {
  const id = randomUUID();
  execute(
    `INSERT INTO "CareerApplication" ("id", "firstName", "lastName", "gender", "location", "phoneNumber", "emailAddress", "visit",
      "industry", "position", "experience", "relevantExperience", "currentCompany", "noticePeriod", "purpose", "about",
      "consentAt", "consentIp", "status", "createdAt")
     VALUES (?, ?, ?, 'Male', 'Kanpur', '9876543210', ?, 'firstTime', 'IT', 'Tester', 2, 1, 'Acme', '15 days', 'Job', 'web', ?, '203.0.113.9', ?, ?)`,
    id,
    fields.firstName,
    fields.lastName,
    fields.emailAddress,
    sqlDate(fields.createdAt),
    fields.status ?? "new",
    sqlDate(fields.createdAt),
  );
  return id;
}

/** `interests`: the stored topics, space-separated (lib/content/interests.ts), "" for none. */
export function insertSubscriber(email: string, status: "pending" | "confirmed" | "unsubscribed", interests = ""): void {
  const now = sqlDate(new Date());
  execute(
    `INSERT INTO "Subscriber" ("id", "email", "status", "consentAt", "consentIp", "confirmedAt", "interests", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, '198.51.100.7', ?, ?, ?, ?)`,
    randomUUID(),
    email,
    status,
    now,
    status === "pending" ? null : now,
    interests,
    now,
    now,
  );
}

/** A tag unique to one test, for names and searches that no other test can match. */
export const uniqueTag = () => `Zq${randomUUID().replace(/-/g, "").slice(0, 8)}`;

export type JobSeed = {
  status?: string;
  closesAt?: Date;
  workplace?: string;
  salary?: [number, number] | null;
  area?: string;
  location?: string;
  type?: string;
};

/** A job written straight into the database; its title and description carry a unique tag to search for. */
export function insertJob(tag: string, options: JobSeed = {}): { id: string; slug: string; title: string } {
  const id = `c${randomBytes(12).toString("hex")}`;
  const slug = `e2e-${tag.toLowerCase()}`;
  const title = `Site Reliability Engineer ${tag}`;
  const now = new Date();
  const [salaryMin, salaryMax] = options.salary === null ? [null, null] : (options.salary ?? [1200000, 1800000]);
  execute(
    `INSERT INTO "Job" ("id", "slug", "title", "area", "location", "employmentType", "workplace", "experienceMin", "experienceMax",
      "salaryMin", "salaryMax", "description", "status", "opensAt", "closesAt", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    slug,
    title,
    options.area ?? "it",
    options.location ?? "Varanasi, Uttar Pradesh",
    options.type ?? "CONTRACTOR",
    options.workplace ?? "onsite",
    3,
    6,
    salaryMin,
    salaryMax,
    `Keep our ${tag} clusters healthy.\n\n- Kubernetes on call\n- <b>Terraform</b> modules`,
    options.status ?? "open",
    sqlDate(new Date(now.getTime() - DAY)),
    sqlDate(options.closesAt ?? new Date(now.getTime() + 30 * DAY)),
    sqlDate(now),
    sqlDate(now),
  );
  return { id, slug, title };
}
