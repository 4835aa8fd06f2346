import { describe, expect, it } from "vitest";
import { caseStudyFormSchema, FIGURE_MESSAGES, proofActionSchema, QUOTE_MESSAGES, teamMemberFormSchema } from "./proof";

// The form post's strings, as the operator's editor sends them.
const FORM: Record<string, string> = {
  title: "Hiring 40 nurses for a new wing",
  clientName: "Kanpur Care Hospital",
  industry: "Healthcare",
  service: "healthcare",
  summary: "Forty nurses in six weeks for a new ICU wing.",
  challenge: "A new wing opened in March.",
  approach: "- Screened by a senior nurse\n- Registrations checked",
  results: "The wing opened on time.",
  "figures.0.value": "40",
  "figures.0.label": "nurses hired",
  "figures.1.value": "",
  "figures.1.label": "",
  imageAlt: "",
  quoteText: "",
  quoteName: "",
  quoteRole: "",
  quoteEmail: "",
};

const problems = (changes: Record<string, string>) =>
  caseStudyFormSchema
    .safeParse({ ...FORM, ...changes })
    .error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("the case study form", () => {
  it("keeps the filled figures and leaves the quote out when none is given", () => {
    const form = caseStudyFormSchema.parse(FORM);
    expect(form.figures).toEqual([{ value: "40", label: "nurses hired" }]);
    expect(form).toMatchObject({ anonymised: false, quoteText: "", quoteEmail: "", service: "healthcare" });
  });

  it("asks for at least one figure and for both halves of each", () => {
    expect(problems({ "figures.0.value": "", "figures.0.label": "" })).toEqual([
      `figures.0.value: ${FIGURE_MESSAGES.none}`,
    ]);
    expect(problems({ "figures.1.value": "3x" })).toEqual([`figures.1.label: ${FIGURE_MESSAGES.label}`]);
    expect(problems({ "figures.1.label": "faster" })).toEqual([`figures.1.value: ${FIGURE_MESSAGES.value}`]);
  });

  it("quotes a named person only with their agreement and an address to find them by", () => {
    const quote = {
      quoteText: "They found us forty nurses.",
      quoteName: "Dr Asha Rao",
      quoteRole: "Medical Director",
      quoteEmail: " Asha@Example.com ",
    };
    expect(problems(quote)).toEqual([`quoteConsent: ${QUOTE_MESSAGES.consent}`]);
    expect(caseStudyFormSchema.parse({ ...FORM, ...quote, quoteConsent: "on" })).toMatchObject({
      quoteConsent: true,
      quoteEmail: "asha@example.com",
    });
    expect(
      problems({ ...quote, quoteConsent: "on", quoteName: "", quoteEmail: "not an address" }).map(
        (line) => line.split(":")[0],
      ),
    ).toEqual(["quoteName", "quoteEmail"]);
    expect(problems({ ...quote, quoteConsent: "on", anonymised: "on" })).toEqual([
      `quoteText: ${QUOTE_MESSAGES.anonymised}`,
    ]);
    // A person's details without their words are not silently dropped.
    expect(problems({ quoteName: "Dr Asha Rao" })).toEqual([`quoteText: ${QUOTE_MESSAGES.details}`]);
  });

  it("refuses a service that has no page", () => {
    expect(problems({ service: "space-travel" }).map((line) => line.split(":")[0])).toEqual(["service"]);
  });
});

describe("the team member form", () => {
  const MEMBER = {
    name: "Ravi Verma",
    role: "Head of Recruitment",
    bio: "Twelve years of hiring.",
    profileUrl: "",
    email: "ravi@example.com",
    consent: "on",
  };

  it("needs the person's agreement and an https profile link when one is given", () => {
    expect(teamMemberFormSchema.parse(MEMBER)).toMatchObject({ consent: true, profileUrl: "" });
    const paths = (changes: Record<string, string | undefined>) =>
      teamMemberFormSchema.safeParse({ ...MEMBER, ...changes }).error?.issues.map((issue) => issue.path.join(".")) ??
      [];
    expect(paths({ consent: undefined })).toEqual(["consent"]);
    expect(paths({ profileUrl: "javascript:alert(1)" })).toEqual(["profileUrl"]);
    expect(paths({ email: "" })).toEqual(["email"]);
  });
});

describe("the actions", () => {
  it("delete only with its box ticked", () => {
    expect(proofActionSchema.safeParse({ action: "delete" }).success).toBe(false);
    expect(proofActionSchema.parse({ action: "delete", confirm: "yes" })).toEqual({ action: "delete", confirm: "yes" });
    expect(proofActionSchema.parse({ action: "up" })).toEqual({ action: "up" });
    expect(proofActionSchema.safeParse({ action: "drop" }).success).toBe(false);
  });
});
