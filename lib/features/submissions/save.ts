// Stores a wizard's submission and queues its two mails in one transaction: the applicant's
// confirmation and the operator's notification; a job application repeated within REAPPLY_DAYS is
// not stored again (./repeat.ts). The browser's id may be used once per wizard;
// a request without one (the spec's own client) gets a server-made id.
import "server-only";
import { randomUUID } from "node:crypto";
import { SUBMISSION_ERRORS } from "../../content/messages/submissions";
import { db } from "../../core/db";
import { insertRows, isUniqueViolation } from "../../core/db/raw";
import { operatorAddress } from "../../core/mail/operator";
import { conflict } from "../../core/errors";
import { kickOutbox, outboxInsert } from "../../core/mail/outbox";
import type { SubmissionDefinition } from "./definitions";
import { MAIL_NOTIFY, MAIL_RECEIVED } from "./kinds";
import { earlierApplication, noteRepeat, type EarlierApplication } from "./repeat";
import { dueAtFor, itemInsert, ownerOnArrival, type NewItem } from "../workspace";

/** What saving needs of a submission's definition (quick apply stores career rows with its own row). */
export type SaveDefinition<I extends { id?: string }> = Pick<
  SubmissionDefinition<I>,
  "kind" | "table" | "email" | "job" | "row" | "verify"
>;

/** The stored id (lower case, as the upload's path will name it), and the application it repeats, if it does
 * (./repeat.ts). */
export type Saved = { id: string; earlier: EarlierApplication | null };

export async function saveSubmission<I extends { id?: string; firstName: string }>(
  definition: SaveDefinition<I>,
  input: I,
  ip: string,
): Promise<Saved> {
  await definition.verify?.(input);
  const id = (input.id ?? randomUUID()).toLowerCase();
  const now = new Date();
  const payload = { kind: definition.kind, id };
  // Raw statements: this runs on every submission, and typed calls would cost a query
  // compilation each (lib/core/db/raw.ts).
  const fields = definition.row({ ...input, id }, { consentAt: now, consentIp: ip, createdAt: now });
  const row = insertRows(definition.table, [fields]);
  const dueAt = await dueAtFor(now);
  // The owner (lib/features/workspace/assignment.ts), taken in the row's transaction where it has one.
  const item = async (client?: Parameters<typeof ownerOnArrival>[1]) =>
    itemInsert(
      {
        ...workItemOf(definition.kind, fields, definition.email(input)),
        ownerId: await ownerOnArrival(definition.kind, client),
        dueAt,
      },
      now,
    );
  const mails = outboxInsert(
    [
      { kind: MAIL_RECEIVED, to: definition.email(input), payload: { ...payload, firstName: input.firstName } },
      { kind: MAIL_NOTIFY, to: operatorAddress(), payload },
    ],
    now,
  );
  const jobId = definition.job?.(input);
  let earlier: EarlierApplication | null = null;
  try {
    if (!jobId) await db.$transaction([db.$executeRaw(row), db.$executeRaw(await item()), db.$executeRaw(mails)]);
    else {
      earlier = await db.$transaction(async (tx) => {
        const found = await earlierApplication(tx, jobId, definition.email(input), now);
        // The same send again (its answer was lost): as any id used twice.
        if (found?.id === id) throw conflict(SUBMISSION_ERRORS.alreadyReceived);
        if (found) await noteRepeat(tx, id, found, now);
        else {
          await tx.$executeRaw(row);
          await tx.$executeRaw(await item(tx));
          await tx.$executeRaw(mails);
        }
        return found;
      });
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SUBMISSION_ERRORS.alreadyReceived);
    throw error;
  }
  if (!earlier) kickOutbox();
  return { id, earlier };
}

/** The work item a wizard's row opens (lib/features/workspace): who sent it and what it is about. */
function workItemOf(kind: NewItem["kind"], row: Record<string, unknown>, email: string): NewItem {
  const text = (key: string) => (typeof row[key] === "string" ? (row[key] as string) : null);
  return {
    kind,
    recordId: String(row.id),
    name: `${text("firstName") ?? ""} ${text("lastName") ?? ""}`,
    email,
    title: kind === "career" ? text("position") : text("company"),
    jobId: text("jobId"),
  };
}
