import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidatePath: (p: string) => revalidated.push(p) }));

import { POST as exportRoute } from "@/app/(operator)/admin/privacy/export/route";
import { POST as eraseRoute } from "@/app/api/admin/privacy/erase/route";
import { POST as searchRoute } from "@/app/(operator)/admin/privacy/search/route";
import { authorSlug } from "@/lib/features/blog";
import { personAuditRecord } from "@/lib/features/privacy";
import { erasedPersonMarker } from "@/lib/features/privacy/audit-record";
import { fileStore } from "@/lib/core/storage";
import { deleteOwnData, findPerson, PERSON_TABLES, personOfHandle, rowCount } from "@/lib/features/privacy";
import { seedPerson, sessionCookie, unzip } from "./support/person";
import { sessionFor } from "./support/session";
import { db, uploadDir } from "./support/wizard";

const RESUME = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(200_000)]);
const IMAGE = randomBytes(5_000);
let counter = 0;
const personEmail = () => `asha.person-${++counter}-${Date.now().toString(36)}@example.com`;

function post(
  handler: (request: Request, context: unknown) => Promise<Response>,
  body: Record<string, string>,
  cookie?: string,
  form = false,
  origin?: string,
) {
  const headers: Record<string, string> = { host: "localhost:3000", "content-type": form ? "application/x-www-form-urlencoded" : "application/json" };
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  if (form) headers["sec-fetch-mode"] = "navigate";
  return handler(
    new Request("http://localhost:3000/x", { method: "POST", headers, body: form ? new URLSearchParams(body).toString() : JSON.stringify(body) }),
    {},
  );
}

const countsOf = async (email: string) =>
  Object.fromEntries((await findPerson(db, fileStore, email)).tables.map((table) => [table.kind, [table.rows.length, table.files.length]]));

beforeEach(() => {
  revalidated.length = 0;
});
afterAll(() => db.$disconnect());

describe("a person's data", { timeout: 20_000 }, () => {
  it("is found in every table that holds it, whatever the case of the address, and no one else's", async () => {
    const email = personEmail();
    await seedPerson(email, RESUME, IMAGE);
    await seedPerson(`someone-else-${counter}@example.com`, RESUME, IMAGE);
    const counts = await countsOf(email.replace("asha", "ASHA"));
    // Every table of the list holds one row of this person: none is missed.
    expect(Object.keys(counts)).toEqual(PERSON_TABLES.map((table) => table.kind));
    for (const [kind, [rows]] of Object.entries(counts)) expect(rows, kind).toBe(1);
    expect(counts.careerApplications?.[1]).toBe(1);
    expect(counts.applicantProfiles?.[1]).toBe(1);
    // The blog image and the one narrower copy that exists; the same for a team member's photo.
    expect(counts.blogPosts?.[1]).toBe(2);
    expect(counts.teamMembers?.[1]).toBe(2);
  });

  it("is exported as a zip of one JSON file and the person's files, without password, code or token hashes", async () => {
    const email = personEmail();
    const { resumeKey, imageKey, profileResumeKey, photoKey, rawKey, attachmentKey } = await seedPerson(email, RESUME, IMAGE);
    const { cookie } = await sessionCookie("operator");
    const response = await post(exportRoute, { email }, cookie, true);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"/);
    const entries = await unzip(Buffer.from(await response.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual(
      [
        "data.json",
        `files/${imageKey}`,
        `files/blog-w400/${imageKey.slice(5)}`,
        `files/${resumeKey}`,
        `files/${profileResumeKey}`,
        `files/${photoKey}`,
        `files/proof-w400/${photoKey.slice(6)}`,
        `files/${rawKey}`,
        `files/${attachmentKey}`,
      ].sort(),
    );
    expect(entries.get(`files/${resumeKey}`)?.equals(RESUME)).toBe(true);
    expect(entries.get(`files/${imageKey}`)?.equals(IMAGE)).toBe(true);
    // A reply they sent: the message, the file that came with it (decrypted) and the whole mail as received.
    expect(entries.get(`files/${attachmentKey}`)?.equals(RESUME)).toBe(true);
    expect(entries.get(`files/${rawKey}`)?.toString("utf8")).toBe(`From: ${email.toUpperCase()}\r\nSubject: Re: Your application\r\n\r\nThanks\r\n`);
    const json = entries.get("data.json")?.toString("utf8") ?? "";
    const document = JSON.parse(json) as { email: string; tables: Record<string, Array<Record<string, unknown>>> };
    expect(document.email).toBe(email);
    expect(document.tables.careerApplications?.[0]).toMatchObject({ emailAddress: email.toUpperCase(), phoneNumber: "9876543210", resumeKey });
    expect(document.tables.feedback?.[0]).toMatchObject({ suggestions: "Quicker calls" });
    expect(document.tables.messages?.[0]).toMatchObject({ direction: "in", subject: "Re: Your application", body: "Thanks", rawKey });
    expect(document.tables.messageAttachments?.[0]).toMatchObject({ name: "cv.pdf", key: attachmentKey, fromAddress: email.toUpperCase() });
    expect(document.tables.interviewInvites?.[0]).toMatchObject({ minutes: 30, place: "Office" });
    // The newsletter topics the person chose travel with their subscription.
    expect(document.tables.subscriptions?.[0]).toMatchObject({ email, status: "confirmed", interests: "jobs recruitment-blog" });
    // Of a case study, only the quote and whose it is: the rest is about the client.
    expect(Object.keys(document.tables.caseStudyQuotes?.[0] ?? {}).sort()).toEqual([
      "createdAt",
      "id",
      "quoteConsentAt",
      "quoteEmail",
      "quoteName",
      "quoteRole",
      "quoteText",
      "slug",
      "status",
      "title",
    ]);
    expect(json).not.toMatch(/passwordHash|tokenHash|codeHash|secret-hash|code-hash/);
    // The audit trail names the export and its person by a keyed hash, never by the address.
    const audit = await db.auditEvent.findMany({ where: { action: "data-export", recordId: personAuditRecord(email).id } });
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit).toLowerCase()).not.toContain(email);
  });

  it("is erased only after the address is typed again: rows, files, queued mail and sessions go, a record of counts stays", async () => {
    const email = personEmail();
    const other = `other-${counter}@example.com`;
    const { resumeKey, imageKey, userId, profileResumeKey, photoKey, caseStudyId, authorName, rawKey, attachmentKey } = await seedPerson(email, RESUME, IMAGE);
    await seedPerson(other, RESUME, IMAGE);
    const { cookie, userId: operatorId } = await sessionCookie("operator");

    const mismatch = await post(eraseRoute, { email, confirm: "someone@example.com" }, cookie);
    expect(mismatch.status).toBe(422);
    const fromPage = await post(eraseRoute, { email, confirm: "" }, cookie, true);
    expect(fromPage.status).toBe(303);
    expect(fromPage.headers.get("location")).toMatch(/^\/admin\/privacy\?person=[\w-]+&error=confirm$/);
    expect(rowCount(await findPerson(db, fileStore, email))).toBe(33);

    const erased = await post(eraseRoute, { email, confirm: ` ${email.toUpperCase()} ` }, cookie, true);
    expect(erased.status).toBe(303);
    // Back to the same search, the person named by a handle only the server opens, never by the address.
    const back = erased.headers.get("location") ?? "";
    expect(back).toMatch(/^\/admin\/privacy\?person=[\w-]+&erased=\w+$/);
    expect(personOfHandle(new URL(back, "http://localhost").searchParams.get("person") ?? "", operatorId)).toBe(email);
    expect(back.toLowerCase()).not.toMatch(/asha|%40|@/);
    const after = await findPerson(db, fileStore, email);
    expect(rowCount(after)).toBe(0);
    expect(await fileStore.open(resumeKey)).toBeNull();
    expect(await fileStore.open(imageKey)).toBeNull();
    expect(await fileStore.open(profileResumeKey)).toBeNull();
    expect(await fileStore.open(photoKey)).toBeNull();
    expect(await fileStore.open(rawKey)).toBeNull();
    expect(await fileStore.open(attachmentKey)).toBeNull();
    expect(await db.message.count({ where: { rawKey } })).toBe(0);
    expect(await db.messageAttachment.count({ where: { key: attachmentKey } })).toBe(0);
    // The case study stays the company's record of its work, without the quote; the team member goes.
    expect(await db.caseStudy.findUniqueOrThrow({ where: { id: caseStudyId } })).toMatchObject({
      status: "published",
      quoteText: null,
      quoteName: null,
      quoteEmail: null,
      quoteConsentAt: null,
    });
    expect(await db.teamMember.count({ where: { email } })).toBe(0);
    expect(await db.blogAuthor.count({ where: { slug: authorSlug(authorName) } })).toBe(0);
    expect(revalidated).toEqual(expect.arrayContaining(["/about", "/healthcare", "/case-studies"]));
    expect(fs.existsSync(path.join(uploadDir, resumeKey))).toBe(false);
    expect(await db.session.count({ where: { userId } })).toBe(0);
    expect(await db.outboxMail.count({ where: { to: email } })).toBe(0);
    // Their work item goes with its timeline and notes; another record's note and timeline keep a marker instead of them.
    expect(await db.workItem.count({ where: { email } })).toBe(0);
    const marker = erasedPersonMarker(email);
    expect(await db.workNote.count({ where: { body: `Referred ${marker} to us.` } })).toBe(1);
    expect(await db.workEvent.count({ where: { detail: JSON.stringify({ to: marker }) } })).toBe(1);
    // Someone else's data is untouched.
    expect(rowCount(await findPerson(db, fileStore, other))).toBe(33);

    const record = await db.erasureRecord.findFirstOrThrow({ where: { erasedBy: operatorId } });
    expect(JSON.parse(record.rows)).toMatchObject({
      accounts: 1,
      sessions: 1,
      careerApplications: 1,
      feedback: 1,
      outboxMail: 1,
      blogPosts: 1,
      blogAuthorClaims: 1,
      blogAuthorBios: 1,
    });
    expect(JSON.parse(record.files)).toMatchObject({
      careerApplications: 1,
      applicantProfiles: 1,
      blogPosts: 2,
      teamMembers: 2,
      messages: 1,
      messageAttachments: 1,
    });
    expect(JSON.parse(record.rows)).toMatchObject({ messages: 1, messageAttachments: 1, interviewInvites: 1 });
    expect(JSON.parse(record.rows)).toMatchObject({ caseStudyQuotes: 1, teamMembers: 1 });
    const stored = JSON.stringify(record).toLowerCase();
    for (const personal of [email, "asha", "9876543210", userId.toLowerCase()]) expect(stored).not.toContain(personal);
    const audit = await db.auditEvent.findMany({ where: { action: "data-erasure", recordId: personAuditRecord(email).id } });
    expect(audit.map((row) => row.detail)).toEqual([`erasure record ${record.id}`]);
    expect(JSON.stringify(audit).toLowerCase()).not.toContain(email);
  });

  it("keeps the team entry and the case study's quote when the person deletes their own account: the operator published them with the person's agreement", async () => {
    const email = personEmail();
    const { photoKey, caseStudyId, authorName } = await seedPerson(email, RESUME, IMAGE);
    await deleteOwnData(db, fileStore, email);
    expect(await db.blogAuthor.count({ where: { slug: authorSlug(authorName) } })).toBe(1);
    expect(await db.teamMember.count({ where: { email } })).toBe(1);
    expect(await fileStore.open(photoKey).then((body) => (body?.destroy(), body !== null))).toBe(true);
    expect(await db.caseStudy.findUniqueOrThrow({ where: { id: caseStudyId } })).toMatchObject({ quoteName: "Asha Gupta", quoteEmail: email.toUpperCase() });
  });

  it("refuses to erase an operator's account", async () => {
    const { cookie } = await sessionCookie("operator");
    const email = personEmail();
    await db.user.create({ data: { email, name: "Other operator", role: "operator" } });
    const response = await post(eraseRoute, { email, confirm: email }, cookie);
    expect(response.status).toBe(409);
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("answers 401 without a session and 403 without the operator role, and erases nothing", async () => {
    const email = personEmail();
    await seedPerson(email, RESUME, IMAGE);
    const { cookie } = await sessionCookie("user");
    for (const handler of [exportRoute, eraseRoute]) {
      expect((await post(handler, { email, confirm: email })).status).toBe(401);
      expect((await post(handler, { email, confirm: email }, cookie)).status).toBe(403);
    }
    expect(rowCount(await findPerson(db, fileStore, email))).toBe(33);
  });

  it("is searched by a POST that names the person in the page's URL only by a sealed handle, for the operator who searched, for an hour", async () => {
    const email = personEmail();
    const { cookie, userId } = await sessionFor("operator");
    const response = await post(searchRoute, { email: ` ${email} ` }, cookie, true);
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(/^\/admin\/privacy\?person=[\w-]+$/);
    expect(location.toLowerCase()).not.toMatch(/asha|%40|@/);
    const handle = new URL(location, "http://localhost").searchParams.get("person") ?? "";
    expect(personOfHandle(handle, userId)).toBe(email);
    expect(personOfHandle(handle, (await sessionFor("operator")).userId)).toBeNull();
    expect(personOfHandle(handle, userId, Date.now() + 61 * 60_000)).toBeNull();
    expect(personOfHandle(`${handle.slice(0, -2)}AA`, userId)).toBeNull();
    expect(personOfHandle(email, userId)).toBeNull();
    // Only an operator, from the site's own pages.
    expect((await post(searchRoute, { email })).status).toBe(401);
    expect((await post(searchRoute, { email }, (await sessionFor("user")).cookie)).status).toBe(403);
    expect((await post(searchRoute, { email }, cookie, true, "https://evil.example")).status).toBe(403);
  });
});
