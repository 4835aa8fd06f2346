// The policy's rule for enquiries and contact messages: kept while we are in conversation with the
// sender and for RETENTION_PERIODS.enquiryYears after. The conversation is the sender's rows in one
// table; it has ended when their newest row is older than the period, and then all of them go,
// with a business enquiry's attached file and the feedback given on each enquiry.
import type { PrismaClient } from "../../generated/prisma/client";
import type { FileStore } from "../../core/storage/file-store";

type Sent = { id: string; sender: string; createdAt: Date; resumeKey?: string | null };

export type EnquiryRemoval = {
  businessEnquiries: number;
  partnershipEnquiries: number;
  contactMessages: number;
  enquiryFiles: number;
  enquiryFeedback: number;
};

/** Rows of senders whose newest row is before `before`. */
function ended(rows: Sent[], before: Date): Sent[] {
  const newest = new Map<string, number>();
  for (const row of rows) newest.set(row.sender, Math.max(newest.get(row.sender) ?? 0, row.createdAt.getTime()));
  return rows.filter((row) => (newest.get(row.sender) ?? Infinity) < before.getTime());
}

const senderOf = (email: string) => email.trim().toLowerCase();

export async function removeEnquiries(db: PrismaClient, store: FileStore, before: Date): Promise<EnquiryRemoval> {
  // Every row's sender and date (enquiries are few; the address's case never splits a conversation).
  const business = (
    await db.businessEnquiry.findMany({ select: { id: true, emailAddress: true, createdAt: true, resumeKey: true } })
  ).map((row) => ({ ...row, sender: senderOf(row.emailAddress) }));
  const partnership = (
    await db.partnershipEnquiry.findMany({ select: { id: true, email: true, createdAt: true } })
  ).map((row) => ({ ...row, sender: senderOf(row.email) }));
  const contact = (await db.contactMessage.findMany({ select: { id: true, email: true, createdAt: true } })).map(
    (row) => ({ ...row, sender: senderOf(row.email) }),
  );

  const goneBusiness = ended(business, before);
  const gonePartnership = ended(partnership, before);
  const goneContact = ended(contact, before);
  let enquiryFiles = 0;
  for (const row of goneBusiness) {
    if (!row.resumeKey) continue;
    await store.delete(row.resumeKey);
    enquiryFiles += 1;
  }
  const ids = (rows: Sent[]) => rows.map((row) => row.id);
  const [feedback, removedBusiness, removedPartnership, removedContact] = await db.$transaction([
    db.feedback.deleteMany({ where: { submissionId: { in: [...ids(goneBusiness), ...ids(gonePartnership)] } } }),
    db.businessEnquiry.deleteMany({ where: { id: { in: ids(goneBusiness) } } }),
    db.partnershipEnquiry.deleteMany({ where: { id: { in: ids(gonePartnership) } } }),
    db.contactMessage.deleteMany({ where: { id: { in: ids(goneContact) } } }),
  ]);
  return {
    businessEnquiries: removedBusiness.count,
    partnershipEnquiries: removedPartnership.count,
    contactMessages: removedContact.count,
    enquiryFiles,
    enquiryFeedback: feedback.count,
  };
}
