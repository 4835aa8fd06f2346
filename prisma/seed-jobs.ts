// Sample openings in every area, open for 60 days from the first seed. Idempotent: a job is
// created once by its slug; later runs leave it as the operator keeps it (edited, closed).
import type { PrismaClient } from "../lib/generated/prisma/client";
import { SEED_JOBS } from "./seed-jobs-data";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedJobs(db: PrismaClient, now = new Date()): Promise<number> {
  let created = 0;
  for (const { daysAgo, ...job } of SEED_JOBS) {
    if (await db.job.findUnique({ where: { slug: job.slug }, select: { id: true } })) continue;
    const opensAt = new Date(now.getTime() - daysAgo * DAY_MS);
    await db.job.create({
      data: { ...job, status: "open", opensAt, closesAt: new Date(opensAt.getTime() + 60 * DAY_MS) },
    });
    created += 1;
  }
  return created;
}
