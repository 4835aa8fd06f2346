// A job written straight into the database for the handler tests: open, closing in 10 days,
// unless the test says otherwise.
import { randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "./wizard";

const DAY = 24 * 60 * 60 * 1000;

export function createJob(overrides: Partial<Prisma.JobUncheckedCreateInput> = {}) {
  return db.job.create({
    data: {
      slug: `job-${randomBytes(5).toString("hex")}`,
      title: "Staff Nurse, ICU",
      area: "healthcare",
      location: "Noida, Uttar Pradesh",
      employmentType: "FULL_TIME",
      workplace: "onsite",
      experienceMin: 1,
      experienceMax: 4,
      description: "Night shifts in the ICU.",
      status: "open",
      opensAt: new Date(),
      closesAt: new Date(Date.now() + 10 * DAY),
      ...overrides,
    },
  });
}

/** An IT job's fields over createJob's nurse: the Java role the job-board tests search and list. */
export const IT_JOB = {
  title: "Java Developer",
  area: "it",
  workplace: "hybrid",
  experienceMin: 3,
  experienceMax: 6,
  description: "Spring Boot services for payments.",
} satisfies Partial<Prisma.JobUncheckedCreateInput>;
