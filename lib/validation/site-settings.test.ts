import { describe, expect, it } from "vitest";
import { DEFAULT_ABOUT_FIGURES } from "../content/about-figures";
import { DEFAULT_COMPANY_DETAILS, initialsOf, phoneHref, socialLinksOf } from "../content/site";
import { GRIEVANCE_MESSAGES, settingsFromForm, siteSettingsRequestSchema, siteSettingsSchema } from "./site-settings";

const messages = (input: unknown) => {
  const result = siteSettingsRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const form = (overrides: Record<string, string> = {}) => ({
  phone: "+91 91234 56789",
  email: " Office@Example.COM ",
  address: "12 Mall Road\r\nKanpur 208001\n\n",
  mapUrl: "https://maps.example.com/?q=kanpur",
  whatsapp: "+91 91234-56789",
  "social.linkedin": "https://www.linkedin.com/company/example",
  "social.facebook": "",
  "social.instagram": "",
  "social.x": "https://x.com/example",
  "testimonials.0.name": "Asha Gupta",
  "testimonials.0.role": "HR Head",
  "testimonials.0.text": "Quick and careful.",
  "testimonials.1.name": "",
  "testimonials.1.role": "",
  "testimonials.1.text": "",
  "grievanceOfficer.name": "",
  "grievanceOfficer.email": "",
  ...overrides,
});

describe("company details", () => {
  it("the defaults are today's details and pass the form's own rules", () => {
    expect(siteSettingsSchema.parse(DEFAULT_COMPANY_DETAILS)).toEqual(DEFAULT_COMPANY_DETAILS);
    expect(DEFAULT_COMPANY_DETAILS.phone).toBe("+91 98765 43210");
    expect(phoneHref(DEFAULT_COMPANY_DETAILS.phone)).toBe("tel:+919876543210");
    expect(socialLinksOf(DEFAULT_COMPANY_DETAILS).map((link) => link.label)).toEqual([
      "LinkedIn",
      "Facebook",
      "Instagram",
      "X (Twitter)",
    ]);
    expect(DEFAULT_COMPANY_DETAILS.testimonials.map((item) => initialsOf(item.name))).toEqual(["RA", "SM", "AV", "PS"]);
  });

  it(
    "reads the operator's flat form: address lines, WhatsApp digits, empty profiles and blank testimonial slots " +
      "left out",
    () => {
      expect(siteSettingsRequestSchema.parse(form())).toEqual({
        phone: "+91 91234 56789",
        email: "office@example.com",
        address: ["12 Mall Road", "Kanpur 208001"],
        mapUrl: "https://maps.example.com/?q=kanpur",
        whatsapp: "919123456789",
        social: {
          linkedin: "https://www.linkedin.com/company/example",
          facebook: "",
          instagram: "",
          x: "https://x.com/example",
        },
        testimonials: [{ name: "Asha Gupta", role: "HR Head", text: "Quick and careful." }],
        grievanceOfficer: { name: "", email: "" },
        // A form without the figures' fields: the shipped figures.
        aboutFigures: DEFAULT_ABOUT_FIGURES,
      });
      expect(
        siteSettingsRequestSchema.parse(
          form({ "aboutFigures.0.value": "30", "aboutFigures.0.label": "engineers", "aboutFigures.1.value": " " }),
        ).aboutFigures,
      ).toEqual([{ value: "30", label: "engineers" }]);
      expect(socialLinksOf(siteSettingsRequestSchema.parse(form())).map((link) => link.network)).toEqual([
        "linkedin",
        "x",
      ]);
    },
  );

  it("takes a script's JSON in the saved shape as it is", () => {
    expect(siteSettingsRequestSchema.parse(DEFAULT_COMPANY_DETAILS)).toEqual(DEFAULT_COMPANY_DETAILS);
  });

  it("refuses a wrong phone, e-mail, a link that is not https, too many address lines and half a testimonial", () => {
    expect(messages(form({ phone: "call us" }))).toEqual([
      "Enter a valid phone number: 10 digits for India, or + and the country code",
    ]);
    expect(messages(form({ phone: "" }))).toEqual(["Phone is required"]);
    expect(messages(form({ email: "office@" }))).toEqual(["Enter a valid e-mail address"]);
    expect(messages(form({ mapUrl: "javascript:alert(1)" }))).toEqual([
      "Map link must be a full link starting with https://",
    ]);
    expect(messages(form({ "social.facebook": "http://facebook.com/x" }))).toEqual([
      "Profile link must be a full link starting with https://",
    ]);
    expect(messages(form({ address: "1\n2\n3\n4\n5" }))).toEqual(["The address has at most 4 lines"]);
    expect(messages(form({ address: " \n " }))).toEqual(["Address is required"]);
    expect(messages(form({ whatsapp: "12345" }))).toEqual([
      "Enter the WhatsApp number with its country code, for example +91 98765 43210",
    ]);
    expect(messages(form({ "testimonials.1.name": "Ravi" }))).toEqual(["Role is required", "Testimonial is required"]);
  });

  it("keeps control characters out of single-line values", () => {
    expect(messages({ ...DEFAULT_COMPANY_DETAILS, address: ["Line\u0007one"] })).toEqual([
      "Address line must be one line of text",
    ]);
    expect(settingsFromForm({ address: "a\nb" })).toMatchObject({ address: ["a", "b"], testimonials: [] });
  });

  it("names a Grievance Officer from the form: both fields trimmed, the address normalised", () => {
    const details = siteSettingsRequestSchema.parse(
      form({ "grievanceOfficer.name": "  Meera Joshi ", "grievanceOfficer.email": " Grievance@Example.COM " }),
    );
    expect(details.grievanceOfficer).toEqual({ name: "Meera Joshi", email: "grievance@example.com" });
  });

  it("takes both of the Grievance Officer's fields or neither, and a real address", () => {
    expect(messages(form({ "grievanceOfficer.name": "Meera Joshi" }))).toEqual([GRIEVANCE_MESSAGES.emailMissing]);
    expect(messages(form({ "grievanceOfficer.email": "grievance@example.com" }))).toEqual([
      GRIEVANCE_MESSAGES.nameMissing,
    ]);
    expect(messages(form({ "grievanceOfficer.name": "Meera Joshi", "grievanceOfficer.email": "grievance@" }))).toEqual([
      GRIEVANCE_MESSAGES.emailInvalid,
    ]);
    expect(
      messages(
        form({ "grievanceOfficer.name": "Meera\u0007Joshi", "grievanceOfficer.email": "grievance@example.com" }),
      ),
    ).toEqual(["Grievance Officer must be one line of text"]);
    expect(messages(form({ "grievanceOfficer.name": "   ", "grievanceOfficer.email": " " }))).toEqual([]);
  });

  it("reads details saved before the Grievance Officer field existed as naming nobody", () => {
    const { grievanceOfficer: _officer, ...before } = DEFAULT_COMPANY_DETAILS;
    expect(siteSettingsSchema.parse(before).grievanceOfficer).toEqual({ name: "", email: "" });
  });
});
