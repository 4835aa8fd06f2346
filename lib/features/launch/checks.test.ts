import { describe, expect, it } from "vitest";
import { CASE_STUDIES_ADMIN_PATH, LAUNCH_COPY } from "../../content/launch";
import { DEFAULT_COMPANY_DETAILS, type CompanyDetails } from "../../content/site";
import { launchChecklist, type LaunchSnapshot } from "./checks";

/** Everything fixed: real details saved, both settings set, retention run, a case study out. */
const READY: LaunchSnapshot = {
  savedDetails: {
    phone: "+91 91234 56789",
    email: "office@example.com",
    address: ["12 Mall Road", "Kanpur 208001"],
    mapUrl: "",
    whatsapp: "",
    social: { linkedin: "https://www.linkedin.com/company/example", facebook: "", instagram: "", x: "" },
    testimonials: [{ name: "Asha Gupta", role: "HR Head", text: "Quick and careful." }],
    grievanceOfficer: { name: "Meera Joshi", email: "grievance@example.com" },
  },
  env: { smtpUrl: true, googleClientId: true },
  lastRetentionRunAt: new Date("2026-11-20T00:00:00Z"),
  publishedCaseStudies: 1,
};

const ready = READY.savedDetails as CompanyDetails;
const withDetails = (change: Partial<CompanyDetails>): LaunchSnapshot => ({ ...READY, savedDetails: { ...ready, ...change } });
const checks = (snapshot: LaunchSnapshot) => launchChecklist(snapshot).map((item) => item.check);
const textOf = (snapshot: LaunchSnapshot, check: string) => launchChecklist(snapshot).find((item) => item.check === check)?.text;

describe("the launch checklist", () => {
  it("is empty when every item is fixed", () => {
    expect(launchChecklist(READY)).toEqual([]);
  });

  it("lists every item, in order and with the link to its fix, on a new install", () => {
    const items = launchChecklist({ savedDetails: null, env: { smtpUrl: false, googleClientId: false }, lastRetentionRunAt: null, publishedCaseStudies: 0 });
    expect(items.map((item) => item.check)).toEqual(["phone", "address", "social", "testimonials", "grievanceOfficer", "caseStudy", "smtp", "googleSignIn", "retention"]);
    expect(items.map((item) => item.fix?.href)).toEqual([
      "/admin/company#settings-contact",
      "/admin/company#settings-contact",
      "/admin/company#settings-social",
      "/admin/company#settings-testimonials",
      "/admin/company#settings-grievance",
      CASE_STUDIES_ADMIN_PATH,
      undefined,
      undefined,
      "/admin#upkeep-heading",
    ]);
    expect(items[0]?.text).toBe("The phone number is still the sample +91 98765 43210.");
    expect(items[2]?.text).toBe("LinkedIn, Facebook, Instagram and X (Twitter) still link to a sample profile.");
    expect(items[3]?.text).toBe("4 sample testimonials are still in the company details, not from real clients (the recruitment page shows them).");
  });

  it("keeps the phone open while it is the sample number, however it is written", () => {
    expect(checks(withDetails({ phone: DEFAULT_COMPANY_DETAILS.phone }))).toEqual(["phone"]);
    expect(checks(withDetails({ phone: "+919876543210" }))).toEqual(["phone"]);
    expect(checks(withDetails({ phone: "+91 98765 43211" }))).toEqual([]);
  });

  it("keeps the address open while every line is the sample's, and closes it when one line changes", () => {
    expect(checks(withDetails({ address: DEFAULT_COMPANY_DETAILS.address }))).toEqual(["address"]);
    expect(checks(withDetails({ address: [...DEFAULT_COMPANY_DETAILS.address.slice(0, 2), "Uttar Pradesh 208001, India"] }))).toEqual([]);
  });

  it("names each profile that still links to a sample; an emptied or changed profile is fixed", () => {
    const social = { ...DEFAULT_COMPANY_DETAILS.social, facebook: "", instagram: "https://www.instagram.com/example", x: "https://x.com/solutionsatone/" };
    expect(checks(withDetails({ social }))).toEqual(["social"]);
    expect(textOf(withDetails({ social }), "social")).toBe("LinkedIn and X (Twitter) still link to a sample profile.");
    expect(textOf(withDetails({ social: { ...social, x: "" } }), "social")).toBe("LinkedIn still links to a sample profile.");
    expect(checks(withDetails({ social: { linkedin: "", facebook: "", instagram: "", x: "" } }))).toEqual([]);
  });

  it("counts the sample testimonials still saved, says the site hides them, and is fixed when none is left", () => {
    const samples = DEFAULT_COMPANY_DETAILS.testimonials;
    expect(textOf(withDetails({ testimonials: [...samples.slice(0, 1), ...ready.testimonials] }), "testimonials")).toBe(
      "1 sample testimonial is still in the company details, not from real clients (the site no longer shows them).",
    );
    expect(checks(withDetails({ testimonials: samples }))).toEqual(["testimonials"]);
    expect(checks(withDetails({ testimonials: [] }))).toEqual([]);
    // A rewritten quote is the operator's own, even under a sample's name.
    expect(checks(withDetails({ testimonials: [{ ...samples[0]!, text: "They found our plant supervisors." }] }))).toEqual([]);
  });

  it("asks for a Grievance Officer until one is named", () => {
    expect(checks(withDetails({ grievanceOfficer: { name: "", email: "" } }))).toEqual(["grievanceOfficer"]);
    expect(textOf(withDetails({ grievanceOfficer: { name: "", email: "" } }), "grievanceOfficer")).toBe(LAUNCH_COPY.grievanceOfficer.text);
  });

  it("asks for a published case study until there is one", () => {
    expect(checks({ ...READY, publishedCaseStudies: 0 })).toEqual(["caseStudy"]);
  });

  it("names SMTP_URL and GOOGLE_CLIENT_ID each while it is unset, with no link (the fix is the server's environment)", () => {
    expect(launchChecklist({ ...READY, env: { smtpUrl: false, googleClientId: true } })).toEqual([{ check: "smtp", text: LAUNCH_COPY.smtp.text }]);
    expect(launchChecklist({ ...READY, env: { smtpUrl: true, googleClientId: false } })).toEqual([{ check: "googleSignIn", text: LAUNCH_COPY.googleSignIn.text }]);
  });

  it("asks for a retention run until one has finished", () => {
    expect(checks({ ...READY, lastRetentionRunAt: null })).toEqual(["retention"]);
  });
});
