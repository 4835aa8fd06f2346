// Deleting an account and its data, as the privacy policy on /terms says (lib/content/terms-privacy.ts):
// enquiries, contact messages, their feedback and every file are deleted; career applications are
// employment records kept for years, so they stay only anonymised (nothing that names or reaches
// the person); a newsletter subscription keeps only its proof of consent, unsubscribed; blog posts
// lose their private contact details, and those never published go. Rows go in one transaction and
// the files after it, so a failure never leaves a row pointing at a removed file.
import "server-only";
import { ANONYMISED_NAME } from "../../content/account";
import { db } from "../../core/db";
import { fileStore } from "../../core/storage";

export async function eraseAccount(userId: string): Promise<void> {
  const { email } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  const keys = (rows: Array<{ resumeKey?: string | null; imageKey?: string | null }>) =>
    rows.flatMap((row) => [row.resumeKey, row.imageKey]).filter((key): key is string => Boolean(key));
  const files = await db.$transaction(async (tx) => {
    const career = await tx.careerApplication.findMany({ where: { emailAddress: email }, select: { resumeKey: true } });
    const business = await tx.businessEnquiry.findMany({ where: { emailAddress: email }, select: { id: true, resumeKey: true } });
    const partnership = await tx.partnershipEnquiry.findMany({ where: { email }, select: { id: true } });
    const unpublished = await tx.blogPost.findMany({ where: { email, status: { not: "published" } }, select: { imageKey: true } });
    await tx.feedback.deleteMany({ where: { submissionId: { in: [...business, ...partnership].map((row) => row.id) } } });
    await tx.businessEnquiry.deleteMany({ where: { emailAddress: email } });
    await tx.partnershipEnquiry.deleteMany({ where: { email } });
    await tx.contactMessage.deleteMany({ where: { email } });
    await tx.careerApplication.updateMany({
      where: { emailAddress: email },
      data: {
        firstName: ANONYMISED_NAME, lastName: "", gender: "", location: "", phoneNumber: "", emailAddress: "", currentCompany: "",
        consentIp: null, note: null, resumeKey: null, resumeName: null, resumeType: null, resumeSize: null, resumeSha256: null,
        resumeClaimedAt: null, resumeUploadedAt: null,
      },
    });
    await tx.blogPost.deleteMany({ where: { email, status: { not: "published" } } });
    await tx.blogPost.updateMany({ where: { email }, data: { fullName: null, email: null, phoneNumber: null, socialMediaProfile: null, consentIp: null } });
    await tx.subscriber.updateMany({ where: { email, status: { not: "unsubscribed" } }, data: { status: "unsubscribed", unsubscribedAt: new Date() } });
    await tx.delivery.deleteMany({ where: { email, status: { notIn: ["pending", "sending"] } } });
    await tx.outboxMail.deleteMany({ where: { to: email } });
    await tx.oneTimeCode.deleteMany({ where: { email } });
    await tx.codeGuard.deleteMany({ where: { email } });
    await tx.user.delete({ where: { id: userId } });
    return keys([...career, ...business, ...unpublished]);
  });
  const removed = await Promise.allSettled(files.map((key) => fileStore.delete(key)));
  for (const result of removed) if (result.status === "rejected") console.error("[account] a file of a deleted account stayed", result.reason);
}
