// A record's work item as the save paths open it (its pipeline from its kind, the pipeline's first
// stage unless another is named), and the operator who owns records in the conversation tests.
import { FIRST_STAGE, WORK_KINDS, workItemId, type WorkKind } from "@/lib/content/workspace";
import { db } from "./wizard";

export type WorkItemSeed = {
  kind: WorkKind;
  recordId: string;
  name: string;
  email: string;
  stageId?: string;
  ownerId?: string | null;
  title?: string;
  /** When it last moved, and arrived unless `receivedAt` says otherwise: now unless given. */
  at?: Date;
  receivedAt?: Date;
  dueAt?: Date | null;
  answeredAt?: Date | null;
};

/** Creates the item; its id (`<kind>:<recordId>`). */
export async function seedWorkItem({ kind, recordId, stageId, at = new Date(), receivedAt = at, ...fields }: WorkItemSeed) {
  const { pipeline } = WORK_KINDS[kind];
  const id = workItemId(kind, recordId);
  await db.workItem.create({
    data: { id, kind, recordId, pipeline, stageId: stageId ?? FIRST_STAGE[pipeline], receivedAt, movedAt: at, ...fields },
  });
  return id;
}

/** The operator "Olivia Owner" of `email`, created once and found after. */
export const seedOwner = (email: string) => db.user.upsert({ where: { email }, create: { email, name: "Olivia Owner", role: "operator" }, update: {} });
