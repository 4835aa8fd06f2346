// One person's data in every table that holds it (and a stored resume and blog image), for the
// data-request tests; plus a live session cookie for an account of a given role.
import { randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { GET as myDataRoute } from "@/app/api/account/data/route";
import { fileStore } from "@/lib/core/storage";
import { newFileKey } from "@/lib/core/storage/file-store";
import { authorSlug } from "@/lib/features/blog";
import { db } from "./wizard";
import { seedWorkItem } from "./work-item";
import { unzip } from "./zip";
import { APPLICANT, CAREER_ROW } from "./career-answers.mjs";

export { sessionFor as sessionCookie } from "./session";
export { unzip } from "./zip";

const consent = { consentAt: new Date(), consentIp: "203.0.113.5" };

/** Rows of `email` in every table of PERSON_TABLES, written with the address in another case where a form might. */
export async function seedPerson(email: string, resume: Buffer, image: Buffer) {
  const shouted = email.toUpperCase();
  const user = await db.user.create({ data: { email, name: "Asha Gupta", passwordHash: "$argon2id$secret-hash" } });
  await db.session.create({ data: { userId: user.id, tokenHash: randomBytes(16).toString("hex"), expiresAt: new Date(Date.now() + 60_000) } });
  await db.oneTimeCode.create({ data: { email, purpose: "reset", codeHash: "code-hash", expiresAt: new Date(Date.now() + 60_000) } });
  await db.codeGuard.create({ data: { email, purpose: "reset", windowStart: new Date() } });
  const resumeKey = newFileKey("career", "pdf");
  await fileStore.save(resumeKey, Readable.from([resume]));
  const career = await db.careerApplication.create({
    data: {
      id: randomUUID(),
      ...APPLICANT,
      emailAddress: shouted,
      ...CAREER_ROW,
      ...consent,
      resumeKey,
      resumeName: "asha.pdf",
      resumeType: "application/pdf",
      resumeSize: resume.length,
    },
  });
  const profileResumeKey = newFileKey("profile", "pdf");
  await fileStore.save(profileResumeKey, Readable.from([resume]));
  await db.applicantProfile.create({
    data: {
      userId: user.id,
      firstName: "Asha",
      lastName: "Gupta",
      phoneNumber: "9876543210",
      location: "Kanpur",
      currentRole: "Developer",
      resumeKey: profileResumeKey,
      resumeName: "asha.pdf",
      resumeType: "application/pdf",
      resumeSize: resume.length,
      resumeSha256: "0".repeat(64),
    },
  });
  await db.feedback.create({ data: { submissionId: career.id, submissionKind: "career", suggestions: "Quicker calls" } });
  await seedWorkItem({ kind: "career", recordId: career.id, name: "Asha Gupta", email });
  // Its timeline and an operator's note on it; and another record whose note and timeline name the person.
  await db.workEvent.create({ data: { itemId: `career:${career.id}`, type: "stage", actorName: "Priya", detail: "{}" } });
  await db.workNote.create({ data: { itemId: `career:${career.id}`, authorName: "Priya", body: "Call back on Monday." } });
  // Their reply on the record, kept whole (encrypted) with the file that came with it, and an interview invitation.
  const rawKey = newFileKey("messages", "eml");
  await fileStore.save(rawKey, Readable.from([Buffer.from(`From: ${shouted}\r\nSubject: Re: Your application\r\n\r\nThanks\r\n`)]));
  const attachmentKey = newFileKey("messages", "pdf");
  await fileStore.save(attachmentKey, Readable.from([resume]));
  await db.message.create({
    data: {
      ...{ itemId: `career:${career.id}`, direction: "in", status: "filed", fromAddress: shouted, toAddress: "reply+t@replies.example.test" },
      ...{ subject: "Re: Your application", body: "Thanks", messageId: `<${randomUUID()}@example.com>`, via: "smtp", rawKey, rawSize: 60 },
      attachments: { create: { name: "cv.pdf", type: "application/pdf", size: resume.length, key: attachmentKey, sha256: "0".repeat(64) } },
    },
  });
  await db.interviewInvite.create({
    data: { itemId: `career:${career.id}`, operatorId: "lead-operator", minutes: 30, place: "Office", expiresAt: new Date(Date.now() + 7 * 86_400_000) },
  });
  const referrer = await seedWorkItem({ kind: "career", recordId: `referrer-${randomUUID()}`, name: "Ravi", email: `ravi-${randomUUID()}@example.com` });
  await db.workNote.create({ data: { itemId: referrer, authorName: "Priya", body: `Referred ${shouted} to us.` } });
  await db.workEvent.create({ data: { itemId: referrer, type: "mail", detail: JSON.stringify({ to: email }) } });
  await db.businessEnquiry.create({
    data: {
      id: randomUUID(),
      ...APPLICANT,
      emailAddress: "office@example.com",
      about: "firstTime",
      company: "Acme",
      service: "IT",
      industry: "IT",
      position: "CTO",
      email,
      timeline: "1 month",
      description: "A site",
      purpose: "Web",
      about2: "web",
      ...consent,
    },
  });
  await db.partnershipEnquiry.create({
    data: {
      id: randomUUID(),
      ...APPLICANT,
      email,
      visit: "firstTime",
      company: "Acme",
      industry: "IT",
      partnershipType: "Referral",
      POCemail: email,
      currentWork: "Dev",
      reason: "Growth",
      description: "Together",
      purpose: "Partner",
      about: "web",
      ...consent,
    },
  });
  await db.contactMessage.create({ data: { name: "Asha", email: shouted, phone: "9876543210", message: "Call me", consentIp: "203.0.113.5" } });
  await db.subscriber.create({ data: { email, status: "confirmed", consentIp: "203.0.113.5", interests: "jobs recruitment-blog" } });
  const callAt = new Date(Date.now() + 3 * 86_400_000);
  await db.booking.create({
    data: {
      operatorId: user.id,
      startsAt: callAt,
      endsAt: new Date(callAt.getTime() + 1_800_000),
      activeStart: callAt,
      name: "Asha",
      email: shouted,
      topic: "Hiring",
      visitorTimeZone: "Asia/Kolkata",
    },
  });
  await db.jobAlert.create({ data: { email, area: "healthcare", location: "Noida, Uttar Pradesh", status: "confirmed", consentIp: "203.0.113.5" } });
  // Sent by this person back when they were an operator, as were an invitation and a settings save.
  const campaign = await db.campaign.create({ data: { subject: "News", message: "Hello", createdBy: email, status: "done" } });
  await db.delivery.create({ data: { id: randomUUID(), campaignId: campaign.id, email, status: "sent" } });
  const imageKey = newFileKey("blog", "webp");
  await fileStore.save(imageKey, Readable.from([image]));
  await fileStore.save(`blog-w400/${imageKey.slice("blog/".length)}`, Readable.from([image.subarray(0, 10)]));
  // Each person writes under a name of their own, whose author page has a bio the operator wrote.
  const authorName = `Asha ${randomUUID().slice(0, 8)}`;
  await db.blogAuthor.create({ data: { slug: authorSlug(authorName), bio: "Writes about hiring." } });
  await db.blogAuthorClaim.create({ data: { slug: authorSlug(authorName), userId: user.id } });
  await db.blogPost.create({
    data: {
      area: "digital",
      slug: `asha-${randomUUID().slice(0, 8)}`,
      title: "Asha's post",
      body: "Text",
      authorName,
      status: "pending",
      fullName: "Asha Gupta",
      email,
      phoneNumber: "9876543210",
      imageKey,
      imageWidth: 600,
      imageHeight: 300,
    },
  });
  await db.outboxMail.create({ data: { kind: "contact-reply", to: email, payload: "{}" } });
  const inWeek = new Date(Date.now() + 7 * 86_400_000);
  await db.operatorInvite.create({ data: { email, invitedById: "lead-operator", invitedByEmail: "lead@example.com", expiresAt: inWeek } });
  await db.operatorInvite.create({ data: { email: `invitee-${randomUUID()}@example.com`, invitedById: user.id, invitedByEmail: email, expiresAt: inWeek } });
  await db.auditEvent.create({
    data: {
      actorId: "lead-operator",
      actorEmail: "lead@example.com",
      action: "operator-invite",
      recordKind: "operator-invite",
      recordId: "x",
      detail: shouted,
    },
  });
  await db.siteSetting.create({ data: { key: `company-${randomUUID()}`, value: "{}", updatedBy: email } });
  // Named on the site with their agreement: quoted in a case study, and shown as a team member with a photo (and one narrower copy).
  const caseStudy = await db.caseStudy.create({
    data: {
      slug: `asha-${randomUUID().slice(0, 8)}`,
      title: "Hiring for a new wing",
      clientName: "Acme",
      industry: "Healthcare",
      service: "healthcare",
      summary: "S",
      challenge: "C",
      approach: "A",
      results: "R",
      quoteText: "They were quick.",
      quoteName: "Asha Gupta",
      quoteEmail: shouted,
      quoteConsentAt: new Date(),
      status: "published",
    },
  });
  const photoKey = newFileKey("proof", "webp");
  await fileStore.save(photoKey, Readable.from([image]));
  await fileStore.save(`proof-w400/${photoKey.slice("proof/".length)}`, Readable.from([image.subarray(0, 10)]));
  await db.teamMember.create({
    data: {
      name: "Asha Gupta",
      role: "Recruiter",
      bio: "Hires.",
      email,
      consentAt: new Date(),
      imageKey: photoKey,
      imageWidth: 600,
      imageHeight: 600,
      status: "published",
    },
  });
  return { userId: user.id, resumeKey, imageKey, profileResumeKey, photoKey, caseStudyId: caseStudy.id, authorName, rawKey, attachmentKey };
}

export type MyData = { email: string; tables: Record<string, Array<Record<string, unknown>>>; files: Array<{ kind: string; path: string }> };

/** "Download my data" (GET /api/account/data) with a session cookie: the answer, its zip's entries and its data.json. */
export async function downloadMyData(cookie?: string) {
  const request = new Request("http://localhost:3000/api/account/data", { headers: { host: "localhost:3000", ...(cookie ? { cookie } : {}) } });
  const response = await myDataRoute(request, undefined);
  if (response.status !== 200) return { response, entries: new Map<string, Buffer>(), data: null };
  const entries = await unzip(Buffer.from(await response.arrayBuffer()));
  return { response, entries, data: JSON.parse(entries.get("data.json")?.toString("utf8") ?? "null") as MyData };
}
