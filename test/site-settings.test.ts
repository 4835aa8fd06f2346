import { describe, expect, it, vi } from "vitest";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidatePath: (path: string, type?: string) => revalidated.push(`${path} ${type ?? "page"}`) }));

import { POST } from "@/app/api/admin/settings/route";
import { log } from "@/lib/core/log";
import { getCompanyDetails } from "@/lib/features/settings";
import { DEFAULT_COMPANY_DETAILS } from "@/lib/content/site";
import { termsSections } from "@/lib/content/terms";
import { db } from "./support/wizard";
import { sessionCookie } from "./support/session";
import { resetEachTest } from "./support/reset";

type Options = { cookie?: string; form?: boolean; origin?: string };

function save(body: Record<string, unknown>, { cookie, form = false, origin }: Options = {}) {
  const headers: Record<string, string> = { host: "localhost:3000", "content-type": form ? "application/x-www-form-urlencoded" : "application/json" };
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  if (form) headers["sec-fetch-mode"] = "navigate";
  const payload = form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
  return POST(new Request("http://localhost:3000/api/admin/settings", { method: "POST", headers, body: payload }), undefined);
}

const changed = { ...DEFAULT_COMPANY_DETAILS, phone: "+91 91234 56789", whatsapp: "919123456789" };

resetEachTest("siteSetting", () => {
  revalidated.length = 0;
});

describe("company details in site settings", () => {
  it("are the defaults of lib/content until the operator saves them", async () => {
    expect(await getCompanyDetails()).toEqual(DEFAULT_COMPANY_DETAILS);
  });

  it("answer 401 without a session, 403 without the operator role or from another site, and stay as they were", async () => {
    expect((await save(changed)).status).toBe(401);
    expect((await save(changed, { cookie: await sessionCookie("user") })).status).toBe(403);
    expect((await save(changed, { cookie: await sessionCookie("operator"), origin: "https://evil.example" })).status).toBe(403);
    expect(await db.siteSetting.count()).toBe(0);
    expect(revalidated).toEqual([]);
  });

  it("saved by the operator, show everywhere: every page is revalidated and reads the new values", async () => {
    const response = await save(changed, { cookie: await sessionCookie("operator") });
    expect(response.status).toBe(200);
    expect(revalidated).toEqual(["/ layout"]);
    const details = await getCompanyDetails();
    expect(details).toMatchObject({ phone: "+91 91234 56789", whatsapp: "919123456789", email: DEFAULT_COMPANY_DETAILS.email });
    const contact = termsSections(details).find((section) => section.id === "contact-and-updates");
    expect(JSON.stringify(contact)).toContain("Phone: +91 91234 56789");
    expect((await db.siteSetting.findFirstOrThrow()).updatedBy).toMatch(/^operator-/);
  });

  /** The contact details both form tests save. */
  const DESK = { phone: "+91 90000 00001", email: "desk@example.com", address: "1 Road\nKanpur" };

  it("from the page's form: sent back with a notice; a wrong value is refused (422) and nothing changes", async () => {
    const cookie = await sessionCookie("operator");
    const fields = {
      ...DESK,
      "testimonials.0.name": "Asha",
      "testimonials.0.role": "CTO",
      "testimonials.0.text": "Good.",
    };
    const response = await save(fields, { cookie, form: true });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/company?saved=1");
    expect(await getCompanyDetails()).toMatchObject({
      phone: "+91 90000 00001",
      address: ["1 Road", "Kanpur"],
      mapUrl: "",
      testimonials: [{ name: "Asha" }],
      social: { linkedin: "" },
    });
    const refused = await save({ ...fields, mapUrl: "javascript:alert(1)" }, { cookie, form: true });
    expect(refused.status).toBe(422);
    expect((await getCompanyDetails()).mapUrl).toBe("");
  });

  it("a Grievance Officer named in the form is the one the terms name; half of one is refused", async () => {
    const cookie = await sessionCookie("operator");
    const fields = {
      ...DESK,
      "grievanceOfficer.name": "Meera Joshi",
      "grievanceOfficer.email": "Grievance@Example.com",
    };
    expect((await save({ ...fields, "grievanceOfficer.email": "" }, { cookie, form: true })).status).toBe(422);
    expect(await db.siteSetting.count()).toBe(0);
    expect((await save(fields, { cookie, form: true })).status).toBe(303);
    const contact = termsSections(await getCompanyDetails()).find((section) => section.id === "contact-and-updates");
    expect(contact?.parts[0]?.body).toEqual([
      "Questions about these terms, requests about your personal data and complaints go to our Grievance Officer, Meera Joshi:",
      ["E-mail: grievance@example.com", "Phone: +91 90000 00001", "Post: Solutions At One Place, 1 Road, Kanpur"],
    ]);
  });

  it("a stored row that no longer passes the rules gives the defaults, not a broken page", async () => {
    await db.siteSetting.create({ data: { key: "company", value: JSON.stringify({ phone: "x" }) } });
    const spy = vi.spyOn(log, "error").mockImplementation(() => undefined);
    expect(await getCompanyDetails()).toEqual(DEFAULT_COMPANY_DETAILS);
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});
