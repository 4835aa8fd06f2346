import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { POST as deleteAccount } from "@/app/api/account/delete/route";
import { POST as deleteCode } from "@/app/api/account/delete-code/route";
import { POST as changeName } from "@/app/api/account/name/route";
import { POST as changePassword } from "@/app/api/account/password/route";
import { POST as withdraw } from "@/app/api/account/withdraw/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as postContact } from "@/app/api/contact/route";
import { POST as postBusiness } from "@/app/api/business_users/route";
import { POST as uploadResume } from "@/app/api/upload-file/[id]/route";
import { POST as postCareer } from "@/app/api/users/route";
import { openText } from "@/lib/core/tokens";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { applicationsOf } from "@/lib/features/account/applications";
import { fileStore, newFileKey } from "@/lib/core/storage";
import { findPerson, PERSON_TABLES } from "@/lib/features/privacy";
import { api, call, db, logIn, PASSWORD, uniqueEmail, verifiedAccount } from "./support/auth";
import { downloadMyData } from "./support/person";
import { businessBody, careerBody, fixture, postJson, upload, uploadDir } from "./support/wizard";

afterAll(() => db.$disconnect());

const NEW_PASSWORD = "N3w!Passw0rd";

/** A verified account for `email` and the cookie of one signed-in browser. */
/** A saved applicant profile (lib/features/profile) with a stored resume; returns the file's key. */
async function savedProfile(userId: string): Promise<string> {
  const key = newFileKey("profile", "pdf");
  await fileStore.save(key, Readable.from([fixture("resume.pdf")]));
  await db.applicantProfile.create({
    data: {
      userId,
      firstName: "Ada",
      lastName: "Lovelace",
      phoneNumber: "9876543210",
      currentRole: "Data Engineer",
      resumeKey: key,
      resumeName: "profile.pdf",
    },
  });
  return key;
}

async function signedIn(email = uniqueEmail("account")) {
  await verifiedAccount(email);
  const cookie = await logIn(email);
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  return { email, cookie, user };
}

/** A career application sent with `email` (before or after sign-up), with its resume. */
async function careerWithResume(email: string) {
  const body = careerBody({ emailAddress: email, position: "Data Engineer" });
  expect((await postJson(postCareer, body)).status).toBe(200);
  expect((await upload(uploadResume, body.id, { name: "my-cv.pdf", bytes: fixture("resume.pdf"), type: "application/pdf" })).status).toBe(200);
  return body.id;
}

describe("GET /api/auth/me (the navbar's account island)", () => {
  it("answers null without a session and the name and e-mail with one, never cached", async () => {
    const anonymous = await call(me);
    expect(anonymous).toMatchObject({ status: 200, body: { account: null } });
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    const { email, cookie } = await signedIn();
    expect((await call(me, undefined, { cookie })).body).toEqual({ account: { name: "Ada Lovelace", email } });
  });
});

describe("My applications", () => {
  it("lists what was sent with the verified address before sign-up, and lets the applicant withdraw it", async () => {
    const email = uniqueEmail("applicant");
    const careerId = await careerWithResume(email);
    await postJson(postCareer, careerBody());
    const { cookie, user } = await signedIn(email);

    const listed = await applicationsOf(user.id);
    expect(listed).toEqual([expect.objectContaining({ kind: "career", id: careerId, about: "Data Engineer (IT)", status: "new", fileName: "my-cv.pdf" })]);

    const withdrawn = await call(withdraw, { kind: "career", id: careerId }, { cookie });
    expect(withdrawn.status).toBe(200);
    expect((await db.careerApplication.findUniqueOrThrow({ where: { id: careerId } })).status).toBe("withdrawn");
    expect((await call(withdraw, { kind: "career", id: careerId }, { cookie })).status).toBe(409);
  });

  it("cannot withdraw another address's application, nor without a session", async () => {
    const other = careerBody();
    await postJson(postCareer, other);
    const { cookie } = await signedIn();
    expect((await call(withdraw, { kind: "career", id: other.id }, { cookie })).status).toBe(409);
    expect((await call(withdraw, { kind: "career", id: other.id })).status).toBe(401);
    expect((await db.careerApplication.findUniqueOrThrow({ where: { id: other.id } })).status).toBe("new");
  });
});

describe("POST /api/account/password and /api/account/name", () => {
  it("needs the current password, then signs out every other browser but keeps this one", async () => {
    const { email, cookie, user } = await signedIn();
    const other = await logIn(email);
    const wrong = await call(changePassword, { currentPassword: "Wr0ng!Pass", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { cookie });
    expect(wrong.status).toBe(422);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(2);

    const changed = await call(changePassword, { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { cookie });
    expect(changed.status).toBe(200);
    expect((await call(api.session, undefined, { cookie: other })).status).toBe(401);
    expect((await call(api.session, undefined, { cookie })).status).toBe(200);
    expect((await call(api.login, { email, password: PASSWORD })).status).toBe(401);
    await logIn(email, NEW_PASSWORD);
  });

  it("refuses a weak new password and changes the name", async () => {
    const { cookie, user } = await signedIn();
    expect((await call(changePassword, { currentPassword: PASSWORD, password: "weak", confirmPassword: "weak" }, { cookie })).status).toBe(422);
    expect((await call(changeName, { name: "  Grace   Hopper " }, { cookie })).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe("Grace Hopper");
    expect((await call(changeName, { name: "<script>" }, { cookie })).status).toBe(422);
  });
});

describe("GET /api/account/data", () => {
  it("is one zip attachment: every row stored about the address, none of its secrets, and the files the person sent, decrypted", async () => {
    const email = uniqueEmail("export");
    const careerId = await careerWithResume(email);
    await call(postContact, { name: "Ada", email, phone: "9876543210", message: "Hello there", privacy: true });
    const { cookie, user } = await signedIn(email);
    await savedProfile(user.id);
    const { response, entries, data } = await downloadMyData(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="my-data.zip"; filename*=UTF-8''my-data.zip`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    if (!data) throw new Error("no data.json in the zip");
    expect(data.email).toBe(email);
    expect(data.tables.accounts).toEqual([expect.objectContaining({ email, name: "Ada Lovelace" })]);
    expect(data.tables.careerApplications?.map((row) => row.id)).toEqual([careerId]);
    expect(data.tables.contactMessages?.map((row) => row.message)).toEqual(["Hello there"]);
    expect(data.tables.sessions).toHaveLength(1);
    expect(data.tables.applicantProfiles).toEqual([
      expect.objectContaining({ userId: expect.any(String), currentRole: "Data Engineer", resumeName: "profile.pdf" }),
    ]);
    expect(data.tables.outboxMail?.map((row) => row.kind)).toEqual(expect.arrayContaining(["submission-received", "contact-received", "auth-signup-code"]));
    // The same tables the operator's export walks, without secrets, storage keys or what mails said.
    expect(Object.keys(data.tables)).toEqual(PERSON_TABLES.map((table) => table.kind));
    // The two resumes sent (the application's and the saved profile's), as their bytes, not the stored ciphertext.
    const files = [
      { kind: "applicantProfiles", path: "files/applicantProfiles/1.pdf" },
      { kind: "careerApplications", path: "files/careerApplications/1.pdf" },
    ];
    expect(data.files).toEqual(files);
    expect([...entries.keys()].sort()).toEqual(["data.json", ...files.map((file) => file.path)]);
    for (const file of files) expect(entries.get(file.path)?.equals(fixture("resume.pdf")), file.path).toBe(true);
    const text = JSON.stringify(data);
    for (const secret of ["passwordHash", "tokenHash", "codeHash", "resumeKey", "resumeSha256", "sealedCode", "payload", "googleSub", "career/", "profile/"])
      expect(text).not.toContain(secret);
    expect((await downloadMyData()).response.status).toBe(401);
  });
});

describe("deleting the account", () => {
  it("takes the mailed code, then deletes enquiries and files and anonymises career applications", async () => {
    const email = uniqueEmail("leaver");
    const careerId = await careerWithResume(email);
    const business = businessBody({ emailAddress: email });
    await postJson(postBusiness, business);
    await call(postContact, { name: "Ada", email, phone: "9876543210", message: "Bye", privacy: true });
    const { resumeKey } = await db.careerApplication.findUniqueOrThrow({ where: { id: careerId } });
    expect(fs.existsSync(path.join(uploadDir, String(resumeKey)))).toBe(true);
    // Rows of every kind the privacy tables know, one of them stored with the address in capitals.
    await db.contactMessage.create({ data: { name: "Ada", email: email.toUpperCase(), phone: "9876543210", message: "Shouting" } });
    await db.subscriber.create({ data: { email, status: "confirmed", interests: "jobs digital-blog" } });
    await db.feedback.create({ data: { submissionKind: "career", submissionId: careerId, suggestions: "Faster replies" } });
    await db.feedback.create({ data: { submissionKind: "business", submissionId: business.id, suggestions: "More detail" } });
    const post = (status: string) => ({
      area: "business",
      slug: `leaver-${status}-${Date.now()}`,
      title: "T",
      body: "B",
      authorName: "Ada",
      status,
      email,
      fullName: "Ada Lovelace",
    });
    const [publishedPost, pendingPost] = [await db.blogPost.create({ data: post("published") }), await db.blogPost.create({ data: post("pending") })];
    const { cookie, user } = await signedIn(email);
    const profileKey = await savedProfile(user.id);

    expect((await call(deleteCode, {}, { cookie })).status).toBe(200);
    const mail = await db.outboxMail.findFirstOrThrow({ where: { to: email, kind: "account-delete-code" } });
    const code = openText(String((JSON.parse(mail.payload) as { sealedCode: string }).sealedCode));
    expect((await renderOutboxMail(mail.kind, email, JSON.parse(mail.payload) as Record<string, unknown>)).text).toContain(code);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await call(deleteAccount, { code: wrong }, { cookie })).status).toBe(422);
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);

    const deleted = await call(deleteAccount, { code }, { cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get("set-cookie")).toMatch(/^sid=;/);
    expect(await db.user.count({ where: { id: user.id } })).toBe(0);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.businessEnquiry.count({ where: { id: business.id } })).toBe(0);
    expect(await db.contactMessage.count({ where: { email } })).toBe(0);
    expect(await db.outboxMail.count({ where: { to: email } })).toBe(0);
    const kept = await db.careerApplication.findUniqueOrThrow({ where: { id: careerId } });
    expect(kept).toMatchObject({ firstName: "Deleted", lastName: "", emailAddress: "", phoneNumber: "", resumeKey: null, position: "Data Engineer" });
    expect(fs.existsSync(path.join(uploadDir, String(resumeKey)))).toBe(false);
    // The saved applicant profile and its resume go with the account.
    expect(await db.applicantProfile.count({ where: { userId: user.id } })).toBe(0);
    expect(await fileStore.open(profileKey)).toBeNull();
    expect(await db.blogPost.findUnique({ where: { id: publishedPost.id } })).toMatchObject({ status: "published", email: null, fullName: null });
    expect(await db.blogPost.count({ where: { id: pendingPost.id } })).toBe(0);
    expect(await db.feedback.count({ where: { submissionId: { in: [careerId, business.id] } } })).toBe(0);
    // What the operator's data search still finds for the address: only the unsubscribed proof of consent.
    const left = (await findPerson(db, fileStore, email)).tables.filter((table) => table.rows.length > 0);
    expect(left.map((table) => [table.kind, table.rows.map((row) => row.status)])).toEqual([["subscriptions", ["unsubscribed"]]]);
    // The proof of consent keeps no newsletter topics (the privacy policy says so).
    expect(left[0]?.rows[0]?.interests).toBe("");
  });
});

describe("POST /api/contact acknowledgement", () => {
  it("queues one acknowledgement to the visitor that names them and echoes nothing of the message", async () => {
    const email = uniqueEmail("contact");
    expect((await call(postContact, { name: "Ravi Kumar", email, phone: "9876543210", message: "secret plan", privacy: true })).status).toBe(201);
    const rows = await db.outboxMail.findMany({ where: { to: email } });
    expect(rows.map((row) => row.kind)).toEqual(["contact-received"]);
    const rendered = await renderOutboxMail("contact-received", email, JSON.parse(rows[0]?.payload ?? "{}") as Record<string, unknown>);
    expect(rendered.subject).toBe("We received your message");
    expect(rendered.text).toContain("Hello Ravi Kumar,");
    expect(rendered.text).not.toContain("secret plan");
  });
});
