import { describe, expect, it } from "vitest";
import { CASE_STUDIES_ADMIN_PATH, LAUNCH_COPY } from "../../content/launch";
import { DEFAULT_ABOUT_FIGURES } from "../../content/about-figures";
import { DEFAULT_COMPANY_DETAILS, type CompanyDetails } from "../../content/site";
import { isLoopbackHost, launchChecklist, type LaunchSnapshot } from "./checks";

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
    aboutFigures: [
      { value: "4", label: "service lines under one roof" },
      { value: "320+", label: "candidates placed with employers" },
    ],
  },
  env: {
    smtpUrl: true,
    googleClientId: true,
    mailFrom: "Mall Road Consulting <hello@mallroad.example>",
    siteUrl: "https://www.mallroad.example",
  },
  lastRetentionRunAt: new Date("2026-11-20T00:00:00Z"),
  publishedCaseStudies: 1,
  openSampleJobs: 0,
  bookingHours: true,
};

/** A new install: nothing saved, no setting made, nothing run. */
const NEW_INSTALL: LaunchSnapshot = {
  savedDetails: null,
  env: { smtpUrl: false, googleClientId: false, mailFrom: "Solutions At One Place <no-reply@localhost>", siteUrl: "" },
  lastRetentionRunAt: null,
  publishedCaseStudies: 0,
  openSampleJobs: 13,
  bookingHours: false,
};

const ready = READY.savedDetails as CompanyDetails;
const withDetails = (change: Partial<CompanyDetails>): LaunchSnapshot => ({
  ...READY,
  savedDetails: { ...ready, ...change },
});
const withEnv = (change: Partial<LaunchSnapshot["env"]>): LaunchSnapshot => ({
  ...READY,
  env: { ...READY.env, ...change },
});
const checks = (snapshot: LaunchSnapshot) => launchChecklist(snapshot).map((item) => item.check);
const textOf = (snapshot: LaunchSnapshot, check: string) =>
  launchChecklist(snapshot).find((item) => item.check === check)?.text;

describe("the launch checklist", () => {
  it("is empty when every item is fixed", () => {
    expect(launchChecklist(READY)).toEqual([]);
  });

  it("lists every item, in order and with the link to its fix, on a new install", () => {
    const items = launchChecklist(NEW_INSTALL);
    expect(items.map((item) => item.check)).toEqual([
      "phone",
      "address",
      "email",
      "social",
      "testimonials",
      "aboutFigures",
      "grievanceOfficer",
      "caseStudy",
      "sampleJobs",
      "bookingHours",
      "smtp",
      "mailFrom",
      "siteUrl",
      "googleSignIn",
      "retention",
    ]);
    expect(items.map((item) => item.fix?.href)).toEqual([
      "/admin/company#settings-contact",
      "/admin/company#settings-contact",
      "/admin/company#settings-contact",
      "/admin/company#settings-social",
      "/admin/company#settings-testimonials",
      "/admin/company#settings-about",
      "/admin/company#settings-grievance",
      CASE_STUDIES_ADMIN_PATH,
      "/admin/jobs",
      "/admin/availability",
      undefined,
      undefined,
      undefined,
      undefined,
      "/admin#upkeep-heading",
    ]);
    expect(items[0]?.text).toBe("The phone number is still the sample +91 98765 43210.");
    expect(items[3]?.text).toBe("LinkedIn, Facebook, Instagram and X (Twitter) still link to a sample profile.");
    expect(items[4]?.text).toBe(
      "4 sample testimonials are still in the company details, not from real clients (the recruitment page shows " +
        "them).",
    );
  });

  it("keeps the phone open while it is the sample number, however it is written", () => {
    expect(checks(withDetails({ phone: DEFAULT_COMPANY_DETAILS.phone }))).toEqual(["phone"]);
    expect(checks(withDetails({ phone: "+919876543210" }))).toEqual(["phone"]);
    expect(checks(withDetails({ phone: "+91 98765 43211" }))).toEqual([]);
  });

  it("keeps the address open while every line is the sample's, and closes it when one line changes", () => {
    expect(checks(withDetails({ address: DEFAULT_COMPANY_DETAILS.address }))).toEqual(["address"]);
    expect(
      checks(withDetails({ address: [...DEFAULT_COMPANY_DETAILS.address.slice(0, 2), "Uttar Pradesh 208001, India"] })),
    ).toEqual([]);
  });

  it("names each profile that still links to a sample; an emptied or changed profile is fixed", () => {
    const social = {
      ...DEFAULT_COMPANY_DETAILS.social,
      facebook: "",
      instagram: "https://www.instagram.com/example",
      x: "https://x.com/solutionsatone/",
    };
    expect(checks(withDetails({ social }))).toEqual(["social"]);
    expect(textOf(withDetails({ social }), "social")).toBe("LinkedIn and X (Twitter) still link to a sample profile.");
    expect(textOf(withDetails({ social: { ...social, x: "" } }), "social")).toBe(
      "LinkedIn still links to a sample profile.",
    );
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
    expect(
      checks(withDetails({ testimonials: [{ ...samples[0]!, text: "They found our plant supervisors." }] })),
    ).toEqual([]);
  });

  it("asks for a Grievance Officer until one is named", () => {
    expect(checks(withDetails({ grievanceOfficer: { name: "", email: "" } }))).toEqual(["grievanceOfficer"]);
    expect(textOf(withDetails({ grievanceOfficer: { name: "", email: "" } }), "grievanceOfficer")).toBe(
      LAUNCH_COPY.grievanceOfficer.text,
    );
  });

  it("asks for a published case study until there is one", () => {
    expect(checks({ ...READY, publishedCaseStudies: 0 })).toEqual(["caseStudy"]);
  });

  it(
    "names SMTP_URL and GOOGLE_CLIENT_ID each while it is unset, with no link (the fix is the server's " +
      "environment)",
    () => {
      expect(launchChecklist(withEnv({ smtpUrl: false }))).toEqual([{ check: "smtp", text: LAUNCH_COPY.smtp.text }]);
      expect(launchChecklist(withEnv({ googleClientId: false }))).toEqual([
        { check: "googleSignIn", text: LAUNCH_COPY.googleSignIn.text },
      ]);
    },
  );

  it("asks for a retention run until one has finished", () => {
    expect(checks({ ...READY, lastRetentionRunAt: null })).toEqual(["retention"]);
  });

  it("keeps the contact e-mail open while it is the sample address, in any case", () => {
    expect(launchChecklist(withDetails({ email: "INFO@solutionsatoneplace.in" }))).toEqual([
      {
        check: "email",
        text: "The contact e-mail is still the sample info@solutionsatoneplace.in.",
        fix: { label: "Change the e-mail address", href: "/admin/company#settings-contact" },
      },
    ]);
    expect(checks(withDetails({ email: "hello@mallroad.example" }))).toEqual([]);
  });

  it(
    "names the About page's sample figures still shown; the true one (four service lines) and the operator's own " +
      "pass",
    () => {
      expect(textOf(withDetails({ aboutFigures: DEFAULT_ABOUT_FIGURES }), "aboutFigures")).toBe(
        "The About page still shows 3 sample figures, not the company's own: 12 industries we have worked in, " +
          "500+ candidates placed with employers and 80+ client organisations served.",
      );
      expect(
        textOf(
          withDetails({
            aboutFigures: [...ready.aboutFigures, { value: "80+", label: "Client organisations served" }],
          }),
          "aboutFigures",
        ),
      ).toBe("The About page still shows a sample figure, not the company's own: 80+ Client organisations served.");
      expect(
        checks(
          withDetails({
            aboutFigures: [{ value: "85+", label: "client organisations served" }, DEFAULT_ABOUT_FIGURES[0]!],
          }),
        ),
      ).toEqual([]);
      expect(checks(withDetails({ aboutFigures: [] }))).toEqual([]);
    },
  );

  it("counts the seed's sample openings still open, and says how to fix them", () => {
    expect(launchChecklist({ ...READY, openSampleJobs: 13 })).toEqual([
      {
        check: "sampleJobs",
        text:
          "13 sample job openings from the seed are still open: visitors can apply, and the sitemap and search " +
          "engines' job listings show them. Close each one, and post your real openings as new jobs.",
        fix: { label: "Close the sample openings", href: "/admin/jobs" },
      },
    ]);
    expect(textOf({ ...READY, openSampleJobs: 1 }, "sampleJobs")).toBe(
      "1 sample job opening from the seed is still open: visitors can apply, and the sitemap and search " +
        "engines' job listings show it. Close it, and post your real openings as new jobs.",
    );
  });

  it("asks for booking hours while nobody has any, and says the booking links are hidden meanwhile", () => {
    expect(launchChecklist({ ...READY, bookingHours: false })).toEqual([
      {
        check: "bookingHours",
        text:
          'No operator has booking hours: visitors cannot book a call, so the site hides its "Book a 30-minute ' +
          'call" links until someone sets their hours.',
        fix: { label: "Set your booking hours", href: "/admin/availability" },
      },
    ]);
  });

  it("names MAIL_FROM while it sends from this machine (the shipped default), with no link", () => {
    expect(launchChecklist(withEnv({ mailFrom: "Solutions At One Place <no-reply@localhost>" }))).toEqual([
      {
        check: "mailFrom",
        text:
          "MAIL_FROM is Solutions At One Place <no-reply@localhost>, an address at this machine: replies go " +
          "nowhere and many mail servers refuse such mail. Set it to an address of the company's own domain in " +
          "the server's environment (README, Settings) and restart.",
      },
    ]);
    expect(checks(withEnv({ mailFrom: "office@127.0.0.1" }))).toEqual(["mailFrom"]);
    expect(checks(withEnv({ mailFrom: "office@mallroad.example" }))).toEqual([]);
  });

  it("names SITE_URL while it is unset, http:// or a loopback address, each with its own reason", () => {
    expect(textOf(withEnv({ siteUrl: "" }), "siteUrl")).toBe(
      "SITE_URL is not set: links in mail, canonical addresses, the sitemap and search engines' data point at " +
        "http://localhost:3000. Set it to the site's https:// address in the server's environment and build again " +
        "(README, Production).",
    );
    expect(textOf(withEnv({ siteUrl: "http://www.mallroad.example" }), "siteUrl")).toBe(
      "SITE_URL is http://www.mallroad.example, not https://: links and canonical addresses send visitors to an " +
        "unencrypted site, and the sign-in cookie is not marked Secure. Set it to the site's https:// address and " +
        "build again (README, Production).",
    );
    for (const loopback of [
      "https://localhost:3000",
      "https://127.0.0.1",
      "https://127.8.9.10:8443",
      "https://[::1]:3000",
      "http://app.localhost",
    ]) {
      expect(textOf(withEnv({ siteUrl: loopback }), "siteUrl"), loopback).toBe(
        `SITE_URL is ${loopback}, an address of this machine: visitors and search engines cannot follow links to it. Set it to the site's public https:// address and build again (README, Production).`,
      );
    }
    expect(checks(withEnv({ siteUrl: "https://128.0.0.1" }))).toEqual([]);
  });

  it("knows loopback hosts: localhost, 127.0.0.0/8, ::1 and the IPv4-mapped loopback", () => {
    expect(
      [
        "localhost",
        "LOCALHOST",
        "a.localhost",
        "127.0.0.1",
        "127.255.255.254",
        "::1",
        "[::1]",
        "::ffff:127.0.0.1",
      ].filter((host) => !isLoopbackHost(host)),
    ).toEqual([]);
    expect(["example.com", "10.0.0.1", "128.0.0.1", "::2", "localhost.example.com"].filter(isLoopbackHost)).toEqual([]);
  });
});
