// The dashboard's launch checklist read from the database: the saved company details (through the
// operator's own form handler), the upkeep runs, the seed's sample openings, booking hours, and the
// injected case-study count. Each fix closes its own item and no other.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => void revalidated.push(path) }));

import { POST } from "@/app/api/admin/settings/route";
import { config, DEFAULT_MAIL_FROM } from "@/lib/core/config";
import { getCompanyDetails, getShownTestimonials } from "@/lib/features/settings";
import { LAUNCH_SOURCES, openLaunchItems, type LaunchSources } from "@/lib/features/launch/snapshot";
import { DEFAULT_COMPANY_DETAILS } from "@/lib/content/site";
import { db } from "./support/wizard";
import { sessionCookie } from "./support/session";

let cookie = "";
let caseStudies = 0;
// The server's settings and the seed's openings and booking hours have tests of their own below;
// here they are as on a site ready for them, and each source else is the real one.
const READY_ENV = { smtpUrl: true, googleClientId: true, mailFrom: "Mall Road <hello@mallroad.example>", siteUrl: "https://www.mallroad.example" };
const sources: LaunchSources = {
  ...LAUNCH_SOURCES,
  env: () => READY_ENV,
  publishedCaseStudies: async () => caseStudies,
  openSampleJobs: async () => 0,
  bookingHours: async () => true,
};
const open = async () => (await openLaunchItems(sources)).map((item) => item.check);

/** The operator's form as /admin/company posts it, the saved values kept unless changed. */
const form = (fields: Record<string, string> = {}) => {
  const body = new URLSearchParams({
    phone: DEFAULT_COMPANY_DETAILS.phone,
    email: DEFAULT_COMPANY_DETAILS.email,
    address: DEFAULT_COMPANY_DETAILS.address.join("\n"),
    ...Object.fromEntries(Object.entries(DEFAULT_COMPANY_DETAILS.social).map(([network, href]) => [`social.${network}`, href])),
    ...Object.fromEntries(
      DEFAULT_COMPANY_DETAILS.testimonials.flatMap((item, index) => Object.entries(item).map(([key, value]) => [`testimonials.${index}.${key}`, value])),
    ),
    ...fields,
  });
  const headers = { host: "localhost:3000", cookie, "content-type": "application/x-www-form-urlencoded", "sec-fetch-mode": "navigate" };
  return POST(new Request("http://localhost:3000/api/admin/settings", { method: "POST", headers, body }), undefined);
};

const save = async (fields: Record<string, string>) => expect((await form(fields)).status).toBe(303);

const run = (minutesAgo: number, finished: boolean, error: string | null = null) => {
  const startedAt = new Date(Date.now() - minutesAgo * 60_000);
  return db.upkeepRun.create({
    data: { startedAt, finishedAt: finished ? new Date(startedAt.getTime() + 1000) : null, instance: "test:1", trigger: "command", error },
  });
};

beforeAll(async () => {
  await db.auditEvent.deleteMany({ where: { action: "settings-save" } });
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
    expect(LAUNCH_SOURCES.env()).toEqual({
      smtpUrl: config.smtpUrl !== "",
      googleClientId: config.googleClientId !== "",
      mailFrom: config.mailFrom,
      siteUrl: "http://localhost:3000",
    });
  });

  it("takes the shipped MAIL_FROM and the unit tests' SITE_URL (http, loopback) as not ready", async () => {
    expect(config.mailFrom).toBe(DEFAULT_MAIL_FROM);
    const items = await openLaunchItems({ ...sources, env: LAUNCH_SOURCES.env });
    expect(items.filter((item) => item.check === "mailFrom" || item.check === "siteUrl").map((item) => item.text)).toEqual([
      "MAIL_FROM is Solutions At One Place <no-reply@localhost>, an address at this machine: replies go nowhere and many mail servers refuse such mail. Set it to an address of the company's own domain in the server's environment (README, Settings) and restart.",
      "SITE_URL is http://localhost:3000, an address of this machine: visitors and search engines cannot follow links to it. Set it to the site's public https:// address and build again (README, Production).",
    ]);
  });

  it("lists every default on a new install, and the samples show on the site", async () => {
    expect(await open()).toEqual(["phone", "address", "email", "social", "testimonials", "aboutFigures", "grievanceOfficer", "caseStudy", "retention"]);
    expect(await getShownTestimonials()).toEqual(DEFAULT_COMPANY_DETAILS.testimonials);
  });

  it("closes the items one by one as the operator saves each fix", async () => {
    await save({ phone: "+91 91234 56789" });
    expect(await open()).toEqual(["address", "email", "social", "testimonials", "aboutFigures", "grievanceOfficer", "caseStudy", "retention"]);
    // Saved, the samples the form still held are no longer shown.
    expect(await getShownTestimonials()).toEqual([]);

    const phone = { phone: "+91 91234 56789" };
    await save({ ...phone, address: "12 Mall Road\nKanpur 208001" });
    expect(await open()).toEqual(["email", "social", "testimonials", "aboutFigures", "grievanceOfficer", "caseStudy", "retention"]);

    await save({ ...phone, address: "12 Mall Road\nKanpur 208001", email: "hello@mallroad.example" });
    expect(await open()).toEqual(["social", "testimonials", "aboutFigures", "grievanceOfficer", "caseStudy", "retention"]);

    const address = { address: "12 Mall Road\nKanpur 208001", email: "hello@mallroad.example" };
    await save({
      ...phone,
      ...address,
      "social.linkedin": "https://www.linkedin.com/company/example",
      "social.facebook": "",
      "social.instagram": "",
      "social.x": "",
    });
    expect(await open()).toEqual(["testimonials", "aboutFigures", "grievanceOfficer", "caseStudy", "retention"]);

    const social = { "social.linkedin": "https://www.linkedin.com/company/example", "social.facebook": "", "social.instagram": "", "social.x": "" };
    const emptied = Object.fromEntries([1, 2, 3].flatMap((index) => ["name", "role", "text"].map((key) => [`testimonials.${index}.${key}`, ""])));
    const own = { "testimonials.0.name": "Asha Gupta", "testimonials.0.role": "HR Head", "testimonials.0.text": "Quick and careful." };
    await save({ ...phone, ...address, ...social, ...emptied, ...own });
    expect(await open()).toEqual(["aboutFigures", "grievanceOfficer", "caseStudy", "retention"]);
    expect(await getShownTestimonials()).toEqual([{ name: "Asha Gupta", role: "HR Head", text: "Quick and careful." }]);

    const figures = {
      "aboutFigures.0.value": "4",
      "aboutFigures.0.label": "service lines under one roof",
      "aboutFigures.1.value": "320+",
      "aboutFigures.1.label": "people placed since 2019",
    };
    const fixed = { ...phone, ...address, ...social, ...emptied, ...own, ...figures };
    await save({
      ...fixed,
      "aboutFigures.2.value": "",
      "aboutFigures.2.label": "",
      "aboutFigures.3.value": "",
      "aboutFigures.3.label": "",
    });
    expect(await open()).toEqual(["grievanceOfficer", "caseStudy", "retention"]);
    expect((await getCompanyDetails()).aboutFigures).toEqual([
      { value: "4", label: "service lines under one roof" },
      { value: "320+", label: "people placed since 2019" },
    ]);

    await save({
      ...fixed,
      "grievanceOfficer.name": "Meera Joshi",
      "grievanceOfficer.email": "grievance@example.com",
    });
    expect(await open()).toEqual(["caseStudy", "retention"]);
    // Each save is in the audit trail, and rendered every page again.
    expect(await db.auditEvent.count({ where: { action: "settings-save", recordKind: "settings", recordId: "company" } })).toBe(7);
    expect(revalidated.filter((path) => path === "/")).toHaveLength(7);
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
