// One application per address and position within REAPPLY_DAYS. Another one is answered as the
// first was (an answer that differed would tell anyone who types an address whether its owner
// applied), but stored only as its id in RepeatApplication: no second record, acknowledgement or
// operator mail. The id lets the wizard's resume upload that follows be answered as usual and
// then dropped. Only the address's owner, signed in, is told (REAPPLY_TEXT.again).
import "server-only";
import { dateText, REAPPLY_DAYS, REAPPLY_TEXT } from "../../content/jobs";
import { db, type Prisma } from "../../core/db";
import { lockUntilCommit } from "../../core/db/dialect";
import { signedInUser, verifiedEmailOf } from "../auth";

const DAY_MS = 24 * 60 * 60 * 1000;

export type EarlierApplication = { id: string; createdAt: Date };

// A withdrawn application leaves the applicant free to apply again.
const standing = (jobId: string, emailAddress: string) => ({ jobId, emailAddress, status: { not: "withdrawn" } });

/**
 * Inside `tx`: the address's standing application for the job from the last REAPPLY_DAYS, if any,
 * after taking the (job, address) lock, so two sends at once (on any instance) store one record.
 */
export async function earlierApplication(
  tx: Prisma.TransactionClient,
  jobId: string,
  emailAddress: string,
  now: Date,
): Promise<EarlierApplication | null> {
  await lockUntilCommit(tx, `apply:${jobId}:${emailAddress}`);
  return tx.careerApplication.findFirst({
    where: { ...standing(jobId, emailAddress), createdAt: { gt: new Date(now.getTime() - REAPPLY_DAYS * DAY_MS) } },
    select: { id: true, createdAt: true },
    orderBy: { createdAt: "asc" },
  });
}

/** Notes the repeat's id (the browser's or the server's), so an upload for it is answered and dropped. */
export async function noteRepeat(
  tx: Prisma.TransactionClient,
  id: string,
  earlier: EarlierApplication,
  now: Date,
): Promise<void> {
  await tx.repeatApplication.create({ data: { id, applicationId: earlier.id, createdAt: now } });
}

/** True when `id` names a repeat rather than a stored application. */
export async function isRepeat(id: string): Promise<boolean> {
  return (await db.repeatApplication.count({ where: { id } })) > 0;
}

/** When the account applied for the job last (any time, with its verified address), for the job's page. */
export async function appliedOn(jobId: string, userId: string): Promise<Date | null> {
  const emailAddress = await verifiedEmailOf(userId);
  const row = emailAddress
    ? await db.careerApplication.findFirst({
        where: standing(jobId, emailAddress),
        select: { createdAt: true },
        orderBy: { createdAt: "desc" },
      })
    : null;
  return row?.createdAt ?? null;
}

/**
 * What the address's owner is told of a repeat: signed in with that address, they learn nothing
 * new from REAPPLY_TEXT.again. Null for anyone else, who gets the usual answer.
 */
export async function repeatNotice(
  request: Request,
  earlier: EarlierApplication | null,
  emailAddress: string,
  title: string,
): Promise<string | null> {
  if (!earlier) return null;
  const user = await signedInUser(request);
  const own = user ? await verifiedEmailOf(user.id) : null;
  return own === emailAddress ? REAPPLY_TEXT.again(title, dateText(earlier.createdAt)) : null;
}
