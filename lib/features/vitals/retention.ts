import "server-only";
import type { PrismaClient } from "../../generated/prisma/client";
import { VITAL_RETENTION_DAYS } from "./limits";

/** The instant before which vitals are deleted. */
export function vitalsBefore(now: Date): Date {
  return new Date(now.getTime() - VITAL_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/** Deletes the rows older than the retention period; returns how many. */
export async function removeOldVitals(db: PrismaClient, now: Date): Promise<number> {
  const { count } = await db.vital.deleteMany({ where: { createdAt: { lt: vitalsBefore(now) } } });
  return count;
}
