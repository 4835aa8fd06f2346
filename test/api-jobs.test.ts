import { describe, expect, it, vi } from "vitest";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => revalidated.push(path) }));

import { POST as createJob } from "@/app/api/admin/jobs/route";
import { POST as updateJob } from "@/app/api/admin/jobs/[id]/route";
import { POST as jobAction } from "@/app/api/admin/jobs/[id]/status/route";
import { POST as postCareer } from "@/app/api/users/route";
import { findPublicJob, isJobGone, openJobEntries, searchOpenJobs } from "@/lib/features/jobs/queries";
import { careerApplications } from "@/lib/features/admin/lists/submissions";
import { listJobsForOperator } from "@/lib/features/jobs/manage";
import { parseJobFilters } from "@/lib/validation/jobs";
import { sessionCookie } from "./support/session";
import { careerBody, db, postJson } from "./support/wizard";
import { resetEachTest } from "./support/reset";
import { IT_JOB, createJob as insertJob } from "./support/jobs";

const DAY = 24 * 60 * 60 * 1000;

const operatorCookie = (role: "user" | "operator" = "operator") => sessionCookie(role);

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;

async function send(handler: Handler, body: Record<string, string>, { cookie, id = "", form = false }: { cookie?: string; id?: string; form?: boolean }) {
  const headers: Record<string, string> = { host: "localhost:3000", "content-type": form ? "application/x-www-form-urlencoded" : "application/json" };
  if (cookie) headers.cookie = cookie;
  if (form) headers["sec-fetch-mode"] = "navigate";
  const request = new Request("http://localhost:3000/api/admin/jobs", {
    method: "POST",
    headers,
    body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });
  return handler(request, { params: Promise.resolve({ id }) });
}

const FORM = {
  title: "Senior Staff Nurse",
  area: "healthcare",
  location: "Kanpur, Uttar Pradesh",
  employmentType: "FULL_TIME",
  workplace: "onsite",
  experienceMin: "2",
  experienceMax: "5",
  salaryMin: "",
  salaryMax: "",
  description: "Care for patients in the ICU.\n\n- GNM or B.Sc Nursing\n- Night shifts",
  closesAt: new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10),
};

const openJob = (overrides: Partial<{ title: string; status: string; closesAt: Date; area: string }> = {}) => insertJob({ ...IT_JOB, ...overrides });

resetEachTest("wizard", "job", () => {
  revalidated.length = 0;
});

describe("operator job handlers", () => {
  it("refuses anyone but the operator and stores nothing", async () => {
    expect((await send(createJob, FORM, {})).status).toBe(401);
    expect((await send(createJob, FORM, { cookie: await operatorCookie("user") })).status).toBe(403);
    expect(await db.job.count()).toBe(0);
  });

  it("creates a draft from the form post, with a slug from the title and no salary when left blank", async () => {
    const cookie = await operatorCookie();
    const response = await send(createJob, FORM, { cookie, form: true });
    expect(response.status).toBe(303);
    const job = await db.job.findFirstOrThrow();
    expect(response.headers.get("location")).toBe(`/admin/jobs/${job.id}?saved=created`);
    expect(job).toMatchObject({ slug: "senior-staff-nurse", status: "draft", opensAt: null, salaryMin: null, salaryMax: null, experienceMin: 2 });
    // The last day counts in full, India time.
    expect(job.closesAt.toISOString()).toBe(`${FORM.closesAt}T18:29:59.000Z`);
    // The same title again takes the next slug.
    await send(createJob, FORM, { cookie });
    expect((await db.job.findMany({ orderBy: { createdAt: "asc" } })).map((j) => j.slug)).toEqual(["senior-staff-nurse", "senior-staff-nurse-2"]);
  });

  it("answers 422 for a range that runs backwards", async () => {
    const response = await send(createJob, { ...FORM, experienceMin: "6", experienceMax: "2" }, { cookie: await operatorCookie() });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual([{ field: "experienceMax", msg: "Maximum experience must be at least the minimum" }]);
  });

  it("opens (setting datePosted once), closes and duplicates, refreshing the public pages", async () => {
    const cookie = await operatorCookie();
    const created = await (await send(createJob, FORM, { cookie })).json();
    expect(await findPublicJob(created.slug)).toBeNull();

    expect((await send(jobAction, { action: "open" }, { cookie, id: created.id })).status).toBe(200);
    const opened = await db.job.findUniqueOrThrow({ where: { id: created.id } });
    expect(opened.status).toBe("open");
    expect(opened.opensAt).not.toBeNull();
    expect(revalidated).toEqual(expect.arrayContaining(["/careers/jobs", `/careers/jobs/${created.slug}`, "/sitemap.xml"]));
    expect((await findPublicJob(created.slug))?.state).toBe("open");

    await send(jobAction, { action: "close" }, { cookie, id: created.id });
    expect(await isJobGone(created.slug)).toBe(true);
    await send(jobAction, { action: "open" }, { cookie, id: created.id });
    expect((await db.job.findUniqueOrThrow({ where: { id: created.id } })).opensAt).toEqual(opened.opensAt);

    const copy = await (await send(jobAction, { action: "duplicate" }, { cookie, id: created.id })).json();
    expect(copy.id).not.toBe(created.id);
    expect(await db.job.findUniqueOrThrow({ where: { id: copy.id } })).toMatchObject({
      status: "draft",
      title: FORM.title,
      slug: "senior-staff-nurse-2",
      opensAt: null,
    });
  });

  it("edits a job's posting but keeps its address", async () => {
    const job = await openJob();
    const response = await send(updateJob, { ...FORM, title: "Principal Java Developer" }, { cookie: await operatorCookie(), id: job.id });
    expect(response.status).toBe(200);
    expect(await db.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ title: "Principal Java Developer", slug: job.slug, status: "open" });
    expect((await send(updateJob, FORM, { cookie: await operatorCookie(), id: "cnosuchjob0000000000000" })).status).toBe(404);
  });
});

describe("public job queries", () => {
  it("lists only open jobs before their closing date, filtered and searched, and counts applications per job", async () => {
    const java = await openJob();
    await openJob({ title: "Staff Nurse", area: "healthcare" });
    await openJob({ title: "Closed Java Role", status: "closed" });
    await openJob({ title: "Expired Java Role", closesAt: new Date(Date.now() - 1000) });
    await openJob({ title: "Draft Java Role", status: "draft" });
    const titles = async (query: Record<string, string>) => (await searchOpenJobs(parseJobFilters(query))).jobs.map((job) => job.title).sort();
    expect(await titles({})).toEqual(["Java Developer", "Staff Nurse"]);
    expect(await titles({ area: "healthcare" })).toEqual(["Staff Nurse"]);
    expect(await titles({ q: "JAVA" })).toEqual(["Java Developer"]);
    expect(await titles({ q: "payments" })).toEqual(["Java Developer", "Staff Nurse"]);
    expect(await titles({ type: "PART_TIME" })).toEqual([]);
    expect((await openJobEntries()).map((entry) => entry.slug).sort()).toEqual(
      (await db.job.findMany({ where: { title: { in: ["Java Developer", "Staff Nurse"] } } })).map((j) => j.slug).sort(),
    );

    await postJson(postCareer, careerBody({ jobId: java.id }));
    expect((await listJobsForOperator()).find((job) => job.id === java.id)?.applications).toBe(1);
  });
});

describe("/careers/jobs?page=99 (issue 23, low 16)", () => {
  it("shows the last page, not an empty page 99, when the page asked for is past the end", async () => {
    for (let i = 0; i < 12; i++) await openJob({ title: `Role ${i}` });
    const past = await searchOpenJobs(parseJobFilters({ page: "99" }));
    expect({ page: past.page, total: past.total, shown: past.jobs.length }).toEqual({ page: 2, total: 12, shown: 2 });
    expect(past.jobs.map((job) => job.id)).toEqual((await searchOpenJobs(parseJobFilters({ page: "2" }))).jobs.map((job) => job.id));
    const none = await searchOpenJobs(parseJobFilters({ page: "5", q: "no such role" }));
    expect({ page: none.page, total: none.total }).toEqual({ page: 1, total: 0 });
  });
});

describe("POST /api/users with a job", () => {
  it("records an open job on the application, which the operator's detail links to", async () => {
    const job = await openJob();
    const body = careerBody({ jobId: job.id });
    expect((await postJson(postCareer, body)).status).toBe(200);
    expect((await db.careerApplication.findUniqueOrThrow({ where: { id: body.id } })).jobId).toBe(job.id);
    expect((await careerApplications.detail(body.id))?.related).toEqual([
      { label: "Applied for: Java Developer (Noida, Uttar Pradesh)", href: `/admin/jobs/${job.id}` },
    ]);
    const without = careerBody();
    await postJson(postCareer, without);
    expect((await careerApplications.detail(without.id))?.related).toEqual([]);
  });

  it("refuses a closed, expired, draft or unknown job with 422 and stores nothing", async () => {
    const ids = [
      (await openJob({ status: "closed" })).id,
      (await openJob({ closesAt: new Date(Date.now() - 1000) })).id,
      (await openJob({ status: "draft" })).id,
      "cnosuchjob0000000000000",
    ];
    for (const jobId of ids) {
      const { status, body } = await postJson(postCareer, careerBody({ jobId }));
      expect(status).toBe(422);
      expect(body.errors).toEqual([{ field: "jobId", msg: "This position is no longer open. Please choose another one, or apply without a position." }]);
    }
    expect(await db.careerApplication.count()).toBe(0);
    expect(await db.outboxMail.count()).toBe(0);
  });
});
