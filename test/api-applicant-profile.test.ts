// The applicant's saved profile (lib/features/profile): saved with its resume through
// /api/account/profile, copied (never shared) into quick applications and the career wizard's
// upload, so editing or deleting it leaves every application as sent; in retention and the
// orphan sweep's list.
import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { GET as getProfile, POST as saveProfile } from "@/app/api/account/profile/route";
import { POST as deleteProfile } from "@/app/api/account/profile/delete/route";
import { POST as quickApply } from "@/app/api/jobs/[slug]/apply/route";
import { POST as uploadFile } from "@/app/api/upload-file/[id]/route";
import { POST as postCareer } from "@/app/api/users/route";
import { fileStore, newFileKey } from "@/lib/core/storage";
import { runRetention } from "@/lib/features/admin/retention";
import { resumeReadsSettled } from "@/lib/features/submissions/resume-text";
import { createJob } from "./support/jobs";
import { halfSignedInOperator, sessionFor } from "./support/session";
import { careerBody, db, filesOnDisk, fixture, postJson, storedBytes, uniqueEmail, uploadDir } from "./support/wizard";
import { resetEachTest } from "./support/reset";
import { PROFILE } from "./support/applicant-profile";

let ip = 0;
type Part = { name: string; bytes: Buffer };

function multipart(url: string, fields: Record<string, string>, file: Part | null, headers: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("resume", new Blob([new Uint8Array(file.bytes)], { type: "application/octet-stream" }), file.name);
  return new Request(url, {
    method: "POST",
    headers: { host: "localhost:3000", "x-client-ip": `10.8.0.${++ip}`, accept: "application/json", ...headers },
    body: form,
  });
}

/** The profile as stored and read back: the phone number in E.164, the experience a number. */
const SAVED = {
  firstName: "Meera",
  lastName: "Iyer",
  phoneNumber: "+919876501234",
  location: "Noida",
  currentRole: "ICU Nurse",
  experience: 4.5,
  noticePeriod: "30 days",
  resumeName: "Meera CV.pdf",
};
const pdf = (name = "Meera CV.pdf"): Part => ({ name, bytes: fixture("resume.pdf") });
const docx = (): Part => ({ name: "Meera CV.docx", bytes: fixture("resume.docx") });

const save = (cookie: string, fields: Record<string, string> = PROFILE, file: Part | null = pdf(), headers: Record<string, string> = {}) =>
  saveProfile(multipart("http://localhost:3000/api/account/profile", fields, file, { cookie, ...headers }), undefined);
const read = async (cookie?: string) => {
  const response = await getProfile(new Request("http://localhost:3000/api/account/profile", { headers: cookie ? { cookie } : {} }), undefined);
  return { status: response.status, body: (await response.json()) as { profile?: Record<string, unknown> | null } };
};
const applyTo = (slug: string, fields: Record<string, string>, file: Part | null, cookie?: string) =>
  quickApply(multipart(`http://localhost:3000/api/jobs/${slug}/apply`, { consent: "yes", ...fields }, file, cookie ? { cookie } : {}), {
    params: Promise.resolve({ slug }),
  });

resetEachTest("wizard", "applicantProfile", "job");

describe("the saved profile", () => {
  it("is kept only for a signed-in applicant", async () => {
    expect((await read()).status).toBe(401);
    const response = await saveProfile(multipart("http://localhost:3000/api/account/profile", PROFILE, pdf(), {}), undefined);
    expect(response.status).toBe(401);
    expect(await db.applicantProfile.count()).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });

  it("stores the details and an encrypted resume, and gives them back without the file's key", async () => {
    const { cookie, userId } = await sessionFor("user");
    const response = await save(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Your profile is saved." });
    const row = await db.applicantProfile.findUniqueOrThrow({ where: { userId } });
    expect(row).toMatchObject({ ...SAVED, resumeType: "application/pdf" });
    expect(row.resumeKey).toMatch(/^profile\/[0-9a-f-]{36}\.pdf$/);
    expect(filesOnDisk()).toEqual([row.resumeKey]);
    expect(await storedBytes(row.resumeKey)).toEqual(fixture("resume.pdf"));
    const { body } = await read(cookie);
    expect(body.profile).toEqual(SAVED);
  });

  it("refuses bad details and a file that is not a resume, keeping nothing", async () => {
    const { cookie } = await sessionFor("user");
    const bad = await save(cookie, { ...PROFILE, phoneNumber: "12", experience: "ninety" });
    expect(bad.status).toBe(422);
    const { errors } = (await bad.json()) as { errors: Array<{ field: string }> };
    expect(errors.map((error) => error.field).sort()).toEqual(["experience", "phoneNumber"]);
    const notResume = await save(cookie, PROFILE, { name: "cv.pdf", bytes: Buffer.from("MZ not a document") });
    expect(notResume.status).toBe(415);
    expect(await db.applicantProfile.count()).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });

  it("replaces its resume (the old file goes), keeps it when none is chosen, and removes it on request", async () => {
    const { cookie, userId } = await sessionFor("user");
    expect((await save(cookie)).status).toBe(200);
    const first = (await db.applicantProfile.findUniqueOrThrow({ where: { userId } })).resumeKey;
    expect((await save(cookie, { ...PROFILE, location: "Delhi" }, docx())).status).toBe(200);
    const second = await db.applicantProfile.findUniqueOrThrow({ where: { userId } });
    expect(second).toMatchObject({ location: "Delhi", resumeName: "Meera CV.docx" });
    expect(filesOnDisk()).toEqual([second.resumeKey]);
    expect(first).not.toBe(second.resumeKey);
    expect((await save(cookie, { ...PROFILE, location: "" }, null)).status).toBe(200);
    expect(await db.applicantProfile.findUniqueOrThrow({ where: { userId } })).toMatchObject({ location: null, resumeKey: second.resumeKey });
    expect((await save(cookie, { ...PROFILE, removeResume: "yes" }, null)).status).toBe(200);
    expect(await db.applicantProfile.findUniqueOrThrow({ where: { userId } })).toMatchObject({ resumeKey: null, resumeName: null });
    expect(filesOnDisk()).toEqual([]);
  });

  it("answers a form sent without JavaScript with a redirect to the profile page", async () => {
    const { cookie } = await sessionFor("user");
    const saved = await save(cookie, PROFILE, pdf(), { "sec-fetch-mode": "navigate", accept: "text/html" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/account/profile?saved=1");
    const refused = await save(cookie, { ...PROFILE, phoneNumber: "" }, null, { "sec-fetch-mode": "navigate", accept: "text/html" });
    expect(refused.headers.get("location")).toBe("/account/profile?profile-error=invalid");
    const deleted = await deleteProfile(
      new Request("http://localhost:3000/api/account/profile/delete", {
        method: "POST",
        headers: { host: "localhost:3000", cookie, "sec-fetch-mode": "navigate" },
      }),
      undefined,
    );
    expect(deleted.headers.get("location")).toBe("/account/profile?deleted=1");
    expect(await db.applicantProfile.count()).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });
});

describe("applying with the saved profile", () => {
  it("gives a quick application a copy of the saved resume and the profile's details; later edits and deletion leave it as sent", async () => {
    const { cookie, userId } = await sessionFor("user");
    expect((await save(cookie)).status).toBe(200);
    const job = await createJob();
    const email = uniqueEmail("profile");
    const response = await applyTo(
      job.slug,
      { firstName: "Meera", lastName: "Iyer", emailAddress: email, phoneNumber: "9876501234", savedResume: "yes" },
      null,
      cookie,
    );
    expect(response.status).toBe(200);
    const application = await db.careerApplication.findFirstOrThrow({ where: { emailAddress: email } });
    const profile = await db.applicantProfile.findUniqueOrThrow({ where: { userId } });
    expect(application).toMatchObject({
      source: "quick",
      jobId: job.id,
      location: "Noida",
      currentRole: "ICU Nurse",
      experience: 4.5,
      noticePeriod: "30 days",
      resumeName: "Meera CV.pdf",
      resumeType: "application/pdf",
      resumeSha256: profile.resumeSha256,
    });
    expect(application.resumeKey).toMatch(/^career\//);
    expect(application.resumeKey).not.toBe(profile.resumeKey);
    expect(await storedBytes(application.resumeKey)).toEqual(fixture("resume.pdf"));

    expect((await save(cookie, { ...PROFILE, location: "Pune", currentRole: "Charge Nurse" }, docx())).status).toBe(200);
    const deleted = await deleteProfile(
      new Request("http://localhost:3000/api/account/profile/delete", {
        method: "POST",
        headers: { host: "localhost:3000", cookie, accept: "application/json" },
      }),
      undefined,
    );
    expect(deleted.status).toBe(200);
    expect(await db.applicantProfile.count()).toBe(0);
    expect(await db.careerApplication.findUniqueOrThrow({ where: { id: application.id } })).toMatchObject({
      location: "Noida",
      currentRole: "ICU Nurse",
      resumeKey: application.resumeKey,
      resumeName: "Meera CV.pdf",
    });
    expect(filesOnDisk()).toEqual([application.resumeKey]);
    await resumeReadsSettled();
  });

  it("refuses the saved resume to a visitor who is not signed in, or whose profile has none", async () => {
    const job = await createJob();
    const fields = { firstName: "Meera", lastName: "Iyer", emailAddress: uniqueEmail("anon"), phoneNumber: "9876501234", savedResume: "yes" };
    const anonymous = await applyTo(job.slug, fields, null);
    expect(anonymous.status).toBe(422);
    expect(((await anonymous.json()) as { errors: unknown[] }).errors).toEqual([{ field: "resume", msg: "Resume is required" }]);
    const { cookie } = await sessionFor("user");
    expect((await save(cookie, PROFILE, null)).status).toBe(200);
    expect((await applyTo(job.slug, fields, null, cookie)).status).toBe(422);
    expect(await db.careerApplication.count()).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });

  it("takes an operator account's session before its second factor for a visitor who is not signed in", async () => {
    const half = await halfSignedInOperator();
    // The same account, past its second factor in another browser, saved its profile with a resume.
    const token = randomUUID();
    await db.session.create({
      data: {
        userId: half.userId,
        tokenHash: createHash("sha256").update(token).digest("hex"),
        expiresAt: new Date(Date.now() + 60_000),
        secondFactorAt: new Date(),
      },
    });
    expect((await save(`sid=${token}`)).status).toBe(200);
    const job = await createJob();
    const fields = { firstName: "Meera", lastName: "Iyer", emailAddress: uniqueEmail("half"), phoneNumber: "9876501234", savedResume: "yes" };
    const answer = await applyTo(job.slug, fields, null, half.cookie);
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { errors: unknown[] }).errors).toEqual([{ field: "resume", msg: "Resume is required" }]);
    expect(await db.careerApplication.count()).toBe(0);
    // The fully signed-in session of the same account may use it.
    expect((await applyTo(job.slug, fields, null, `sid=${token}`)).status).toBe(200);
    await resumeReadsSettled();
  });

  it("attaches a copy of the saved resume to a career wizard submission asked for by JSON", async () => {
    const { cookie } = await sessionFor("user");
    expect((await save(cookie)).status).toBe(200);
    const body = careerBody();
    expect((await postJson(postCareer, body)).status).toBe(200);
    const ask = (headers: Record<string, string>) =>
      uploadFile(
        new Request(`http://localhost:3000/api/upload-file/${body.id}`, {
          method: "POST",
          headers: { host: "localhost:3000", "x-client-ip": `10.8.1.${++ip}`, "content-type": "application/json", ...headers },
          body: JSON.stringify({ savedResume: "yes" }),
        }),
        { params: Promise.resolve({ id: body.id }) },
      );
    expect((await ask({})).status).toBe(401);
    expect((await db.careerApplication.findUniqueOrThrow({ where: { id: body.id } })).resumeKey).toBeNull();
    expect((await ask({ cookie })).status).toBe(200);
    const row = await db.careerApplication.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({ resumeName: "Meera CV.pdf", resumeType: "application/pdf" });
    expect(row.resumeUploadedAt).toBeInstanceOf(Date);
    expect(await storedBytes(row.resumeKey)).toEqual(fixture("resume.pdf"));
    // The row has its file now: a second ask is refused as a second upload is.
    expect((await ask({ cookie })).status).toBe(409);
    await resumeReadsSettled();
  });
});

describe("upkeep", () => {
  it("removes a profile unchanged for 2 years with its resume, keeps a recent one, and never sweeps a saved resume as an orphan", async () => {
    const now = new Date();
    const keys: string[] = [];
    for (const [name, updatedAt] of [
      ["old", new Date(now.getTime() - 731 * 86_400_000)],
      ["recent", new Date(now.getTime() - 700 * 86_400_000)],
    ] as const) {
      const user = await db.user.create({ data: { email: `${name}-${randomUUID()}@example.com`, name } });
      const key = newFileKey("profile", "pdf");
      await fileStore.save(key, Readable.from([fixture("resume.pdf")]));
      keys.push(key);
      const profile = await db.applicantProfile.create({
        data: { userId: user.id, firstName: name, lastName: "X", phoneNumber: "9876501234", resumeKey: key },
      });
      await db.$executeRaw`UPDATE "ApplicantProfile" SET "updatedAt" = ${updatedAt} WHERE "id" = ${profile.id}`;
    }
    // Files older than the orphan age, as a resume saved long ago is.
    const inTwoHours = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    const report = await runRetention({ db, store: fileStore, mailDir: uploadDir, now: inTwoHours });
    expect(report.profiles).toBe(1);
    expect(report.orphanFiles).toEqual([]);
    expect((await db.applicantProfile.findMany()).map((row) => row.firstName)).toEqual(["recent"]);
    expect(filesOnDisk()).toEqual([keys[1]]);
  });
});
