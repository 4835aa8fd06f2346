// The dashboard's launch checklist read from the database: the saved company details (through the
// operator's own form handler), the upkeep runs, and the injected case-study count. Each fix closes
// its own item and no other.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { POST } from "@/app/api/admin/settings/route";
import { config } from "@/lib/core/config";
import { getShownTestimonials } from "@/lib/features/settings";
import { LAUNCH_SOURCES, openLaunchItems, type LaunchSources } from "@/lib/features/launch/snapshot";
import { DEFAULT_COMPANY_DETAILS } from "@/lib/content/site";
import { db } from "./support/wizard";
import { sessionCookie } from "./support/session";

let cookie = "";
let caseStudies = 0;
// The settings this suite runs with are not what is tested here; each source else is the real one.
const sources: LaunchSources = { ...LAUNCH_SOURCES, env: () => ({ smtpUrl: true, googleClientId: true }), publishedCaseStudies: async () => caseStudies };
const open = async () => (await openLaunchItems(sources)).map((item) => item.check);

/** The operator's form as /admin/company posts it, the saved values kept unless changed. */
const form = (fields: Record<string, string> = {}) => {
  const body = new URLSearchParams({
    phone: DEFAULT_COMPANY_DETAILS.phone,
    email: DEFAULT_COMPANY_DETAILS.email,
    address: DEFAULT_COMPANY_DETAILS.address.join("\n"),
    ...Object.fromEntries(Object.entries(DEFAULT_COMPANY_DETAILS.social).map(([network, href]) => [`social.${network}`, href])),
    ...Object.fromEntries(DEFAULT_COMPANY_DETAILS.testimonials.flatMap((item, index) => Object.entries(item).map(([key, value]) => [`testimonials.${index}.${key}`, value]))),
    ...fields,
  });
  const headers = { host: "localhost:3000", cookie, "content-type": "application/x-www-form-urlencoded", "sec-fetch-mode": "navigate" };
  return POST(new Request("http://localhost:3000/api/admin/settings", { method: "POST", headers, body }), undefined);
};

const save = async (fields: Record<string, string>) => expect((await form(fields)).status).toBe(303);

const run = (minutesAgo: number, finished: boolean, error: string | null = null) => {
  const startedAt = new Date(Date.now() - minutesAgo * 60_000);
  return db.upkeepRun.create({ data: { startedAt, finishedAt: finished ? new Date(startedAt.getTime() + 1000) : null, instance: "test:1", trigger: "command", error } });
};

beforeAll(async () => {
  await db.siteSetting.deleteMany();
  await db.upkeepRun.deleteMany();
  cookie = await sessionCookie("operator");
});
afterAll(async () => {
  await db.siteSetting.deleteMany();
  await db.upkeepRun.deleteMany();
  await db.$disconnect();
});

describe("the launch checklist on a site's database", () => {
  it("reads SMTP_URL and GOOGLE_CLIENT_ID through the configuration", () => {
    expect(LAUNCH_SOURCES.env()).toEqual({ smtpUrl: config.smtpUrl !== "", googleClientId: config.googleClientId !== "" });
  });

  it("lists every default on a new install, and the samples show on the site", async () => {
    expect(await open()).toEqual(["phone", "address", "social", "testimonials", "grievanceOfficer", "caseStudy", "retention"]);
    expect(await getShownTestimonials()).toEqual(DEFAULT_COMPANY_DETAILS.testimonials);
  });

  it("closes the items one by one as the operator saves each fix", async () => {
    await save({ phone: "+91 91234 56789" });
    expect(await open()).toEqual(["address", "social", "testimonials", "grievanceOfficer", "caseStudy", "retention"]);
    // Saved, the samples the form still held are no longer shown.
    expect(await getShownTestimonials()).toEqual([]);

    const phone = { phone: "+91 91234 56789" };
    await save({ ...phone, address: "12 Mall Road\nKanpur 208001" });
    expect(await open()).toEqual(["social", "testimonials", "grievanceOfficer", "caseStudy", "retention"]);

    const address = { address: "12 Mall Road\nKanpur 208001" };
    await save({ ...phone, ...address, "social.linkedin": "https://www.linkedin.com/company/example", "social.facebook": "", "social.instagram": "", "social.x": "" });
    expect(await open()).toEqual(["testimonials", "grievanceOfficer", "caseStudy", "retention"]);

    const social = { "social.linkedin": "https://www.linkedin.com/company/example", "social.facebook": "", "social.instagram": "", "social.x": "" };
    const emptied = Object.fromEntries([1, 2, 3].flatMap((index) => ["name", "role", "text"].map((key) => [`testimonials.${index}.${key}`, ""])));
    const own = { "testimonials.0.name": "Asha Gupta", "testimonials.0.role": "HR Head", "testimonials.0.text": "Quick and careful." };
    await save({ ...phone, ...address, ...social, ...emptied, ...own });
    expect(await open()).toEqual(["grievanceOfficer", "caseStudy", "retention"]);
    expect(await getShownTestimonials()).toEqual([{ name: "Asha Gupta", role: "HR Head", text: "Quick and careful." }]);

    await save({ ...phone, ...address, ...social, ...emptied, ...own, "grievanceOfficer.name": "Meera Joshi", "grievanceOfficer.email": "grievance@example.com" });
    expect(await open()).toEqual(["caseStudy", "retention"]);
  });

  it("counts retention as run only when a run finished without its retention step failing", async () => {
    await run(30, false);
    await run(20, true, "retention: the file store did not answer");
    expect(await open()).toEqual(["caseStudy", "retention"]);
    await run(10, true, "expired sign-ins: database is locked");
    expect(await open()).toEqual(["caseStudy"]);
  });

  it("asks the case-study source, and is empty once a case study is published", async () => {
    caseStudies = 1;
    expect(await openLaunchItems(sources)).toEqual([]);
  });
});
