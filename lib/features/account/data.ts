// "Download my data": every row stored about the account's address, in one JSON document. Secrets
// (password and code hashes, session tokens) and storage keys are left out: they are not about the
// person, and a copy of them would only help someone who steals the file.
import "server-only";
import { db } from "../../core/db";

const withoutFileKey = <R extends { resumeKey: string | null; resumeSha256: string | null }>({ resumeKey: _key, resumeSha256: _sha, ...row }: R) => row;

export async function exportData(userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, name: true, role: true, emailVerifiedAt: true, introduction: true, googleSub: true, createdAt: true, updatedAt: true },
  });
  const email = user.email;
  const [sessions, codes, careerApplications, businessEnquiries, partnershipEnquiries, contactMessages, subscriber, blogPosts, mails, deliveries] = await Promise.all([
    db.session.findMany({ where: { userId }, select: { createdAt: true, lastSeenAt: true, expiresAt: true, ip: true } }),
    db.oneTimeCode.findMany({ where: { email }, select: { purpose: true, createdAt: true, expiresAt: true, usedAt: true, attempts: true } }),
    db.careerApplication.findMany({ where: { emailAddress: email } }),
    db.businessEnquiry.findMany({ where: { emailAddress: email } }),
    db.partnershipEnquiry.findMany({ where: { email } }),
    db.contactMessage.findMany({ where: { email } }),
    db.subscriber.findUnique({ where: { email } }),
    db.blogPost.findMany({ where: { email }, omit: { imageKey: true } }),
    db.outboxMail.findMany({ where: { to: email }, select: { kind: true, status: true, createdAt: true, sentAt: true } }),
    db.delivery.findMany({ where: { email }, select: { campaignId: true, status: true, sentAt: true, campaign: { select: { subject: true } } } }),
  ]);
  const submissionIds = [...careerApplications, ...businessEnquiries, ...partnershipEnquiries].map((row) => row.id);
  const feedback = await db.feedback.findMany({ where: { submissionId: { in: submissionIds } } });
  return {
    exportedAt: new Date().toISOString(),
    account: { ...user, googleSub: undefined, signsInWithGoogle: user.googleSub !== null },
    sessions,
    oneTimeCodes: codes,
    careerApplications: careerApplications.map(withoutFileKey),
    businessEnquiries: businessEnquiries.map(withoutFileKey),
    partnershipEnquiries,
    contactMessages,
    feedback,
    newsletterSubscription: subscriber,
    blogSubmissions: blogPosts,
    mailsSentToYou: mails,
    newsletterDeliveries: deliveries.map(({ campaign, ...row }) => ({ ...row, subject: campaign.subject })),
  };
}
