import { describe, expect, it } from "vitest";
import { BUSINESS_WIZARD } from "../../content/wizard/business";
import { CAREER_WIZARD } from "../../content/wizard/career";
import { PARTNERSHIP_WIZARD } from "../../content/wizard/partnership";
import { feedbackSchema } from "./feedback";
import { pageSchemas, stepSchema, submissionSchema } from "./schemas";
import { APPLICANT, CAREER_ANSWERS, CAREER_STEP1_REQUIRED } from "../../../test/support/career-answers.mjs";

const careerStep1 = stepSchema(CAREER_WIZARD, 1);
const careerStep2Fields = stepSchema(CAREER_WIZARD, 2);
const careerStep3 = stepSchema(CAREER_WIZARD, 3);
const careerSubmission = submissionSchema(CAREER_WIZARD);
const businessSubmission = submissionSchema(BUSINESS_WIZARD);
const partnershipStep2 = stepSchema(PARTNERSHIP_WIZARD, 2);
const partnershipSubmission = submissionSchema(PARTNERSHIP_WIZARD);

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

const career = {
  id: "0b0f9d3e-7c2a-4c1e-9a51-2f7f6f1b8a10",
  ...APPLICANT,
  emailAddress: "asha@example.com",
  ...CAREER_ANSWERS,
};

describe("career wizard schemas", () => {
  it("gives every spec message for an empty step 1, 2 and 3", () => {
    expect(messages(careerStep1.safeParse({}))).toEqual(CAREER_STEP1_REQUIRED);
    expect(messages(careerStep2Fields.safeParse({ experience: "", relevantExperience: "" }))).toMatchObject({
      industry: "Industry is required",
      relevantExperience: "Relevant Experience is required",
      noticePeriod: "Notice Period is required",
      purpose: "purpose is required",
      experience: "Experience is required",
    });
    expect(messages(careerStep3.safeParse({ aggreement: false }))).toEqual({
      aggreement: "Selected the aggreement checkbox",
      about: "About is required",
    });
  });

  it("says what is wrong with a malformed phone number and e-mail", () => {
    expect(messages(careerStep1.safeParse({ ...career, phoneNumber: "98765", emailAddress: "asha@" }))).toEqual({
      phoneNumber: "Enter a valid phone number: 10 digits for India, or + and the country code",
      emailAddress: "Invalid email",
    });
  });

  it("accepts a whole submission, numbers given as text or numbers", () => {
    const parsed = careerSubmission.parse(career);
    expect(parsed.experience).toBe(4);
    expect(parsed.relevantExperience).toBe(3);
  });

  it("refuses an id that is not a UUID", () => {
    expect(careerSubmission.safeParse({ ...career, id: "../../etc/passwd" }).success).toBe(false);
  });

  it("asks for the resume on the page's step 2, and only for the career wizard", () => {
    const step2 = {
      industry: "IT",
      position: "Developer",
      experience: "4",
      relevantExperience: "3",
      currentCompany: "Acme",
      noticePeriod: "30 days",
      purpose: "App Development",
    };
    expect(messages(pageSchemas(CAREER_WIZARD)[1].safeParse(step2))).toEqual({ resume: "Resume is required" });
    expect(pageSchemas(CAREER_WIZARD)[1].safeParse({ ...step2, resume: new File(["%PDF-"], "cv.pdf") }).success).toBe(
      true,
    );
    const business = pageSchemas(BUSINESS_WIZARD)[1].safeParse({});
    expect(messages(business)).not.toHaveProperty("resume");
  });
});

describe("business and partnership schemas", () => {
  it("requires the business step 2 fields with the spec's messages", () => {
    const result = businessSubmission.safeParse({});
    expect(messages(result)).toMatchObject({
      company: "company is required",
      service: "service is required",
      timeline: "Timeline is required",
      description: "Description is required",
      purpose: "purpose is required",
      about: "About is required",
      about2: "About is required",
      agreement: "Selected the aggreement checkbox",
    });
  });

  it("asks for organisation and position only when the partner works somewhere now", () => {
    const base = {
      company: "Acme",
      industry: "IT",
      partnershipType: "Equity",
      POCemail: "poc@example.com",
      reason: "Growth",
      description: "Joint delivery",
      purpose: "Job",
    };
    expect(partnershipStep2.safeParse({ ...base, currentWork: "no" }).success).toBe(true);
    expect(messages(partnershipStep2.safeParse({ ...base, currentWork: "yes" }))).toEqual({
      organization: "Organisation is required",
      position: "Your Current Position is required",
    });
    const whole = {
      ...base,
      id: "0b0f9d3e-7c2a-4c1e-9a51-2f7f6f1b8a10",
      firstName: "Ravi",
      lastName: "Kumar",
      gender: "Male",
      location: "Lucknow",
      phoneNumber: "9876543210",
      email: "ravi@example.com",
      visit: "fewTime",
      agreement: true,
      about: "Suggest",
    };
    expect(
      partnershipSubmission.safeParse({ ...whole, currentWork: "yes", organization: "Acme", position: "CTO" }).success,
    ).toBe(true);
    expect(messages(partnershipSubmission.safeParse({ ...whole, currentWork: "yes" }))).toEqual({
      organization: "Organisation is required",
      position: "Your Current Position is required",
    });
  });
});

describe("feedback schema", () => {
  it("accepts every answer empty", () => {
    expect(feedbackSchema.parse({})).toEqual({});
  });
  it("refuses values outside the spec's sets", () => {
    expect(feedbackSchema.safeParse({ appliedBefore: 2 }).success).toBe(false);
    expect(feedbackSchema.safeParse({ experience: "great" }).success).toBe(false);
  });
});
