import { describe, expect, it } from "vitest";
import { businessSubmission } from "./business";
import { careerStep1, careerStep2Fields, careerStep3, careerSubmission } from "./career";
import { feedbackSchema } from "./feedback";
import { partnershipStep2, partnershipSubmission } from "./partnership";

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

const career = {
  id: "0b0f9d3e-7c2a-4c1e-9a51-2f7f6f1b8a10",
  firstName: "Asha", lastName: "Gupta", gender: "Female", location: "Kanpur", phoneNumber: "9876543210",
  emailAddress: "asha@example.com", visit: "firstTime", industry: "IT", position: "Developer", experience: "4",
  relevantExperience: 3, currentCompany: "Acme", noticePeriod: "30 days", purpose: "App Development",
  aggreement: true, about: "web",
};

describe("career wizard schemas", () => {
  it("gives every spec message for an empty step 1, 2 and 3", () => {
    expect(messages(careerStep1.safeParse({}))).toEqual({
      firstName: "First Name is required", lastName: "Last Name is required", gender: "Gender is required",
      location: "Location is required", phoneNumber: "Phone Number is required", emailAddress: "Email is required",
      visit: "visit is required",
    });
    expect(messages(careerStep2Fields.safeParse({ experience: "", relevantExperience: "" }))).toMatchObject({
      industry: "Industry is required", relevantExperience: "Relevant Experience is required",
      noticePeriod: "Notice Period is required", purpose: "purpose is required", experience: "Experience is required",
    });
    expect(messages(careerStep3.safeParse({ aggreement: false }))).toEqual({
      aggreement: "Selected the aggreement checkbox", about: "About is required",
    });
  });

  it("says what is wrong with a malformed phone number and e-mail", () => {
    expect(messages(careerStep1.safeParse({ ...career, phoneNumber: "98765", emailAddress: "asha@" }))).toEqual({
      phoneNumber: "Phone Number must be exactly 10 digits", emailAddress: "Invalid email",
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
});

describe("business and partnership schemas", () => {
  it("requires the business step 2 fields with the spec's messages", () => {
    const result = businessSubmission.safeParse({});
    expect(messages(result)).toMatchObject({
      company: "company is required", service: "service is required", timeline: "Timeline is required",
      description: "Description is required", purpose: "purpose is required", about: "About is required",
      about2: "About is required", agreement: "Selected the aggreement checkbox",
    });
  });

  it("asks for organisation and position only when the partner works somewhere now", () => {
    const base = {
      company: "Acme", industry: "IT", partnershipType: "Equity", POCemail: "poc@example.com", reason: "Growth",
      description: "Joint delivery", purpose: "Job",
    };
    expect(partnershipStep2.safeParse({ ...base, currentWork: "no" }).success).toBe(true);
    expect(messages(partnershipStep2.safeParse({ ...base, currentWork: "yes" }))).toEqual({
      organization: "Organisation is required", position: "Your Current Position is required",
    });
    const whole = {
      ...base, id: "0b0f9d3e-7c2a-4c1e-9a51-2f7f6f1b8a10", firstName: "Ravi", lastName: "Kumar", gender: "Male",
      location: "Lucknow", phoneNumber: "9876543210", email: "ravi@example.com", visit: "fewTime", agreement: true, about: "Suggest",
    };
    expect(partnershipSubmission.safeParse({ ...whole, currentWork: "yes", organization: "Acme", position: "CTO" }).success).toBe(true);
    expect(messages(partnershipSubmission.safeParse({ ...whole, currentWork: "yes" }))).toEqual({
      organization: "Organisation is required", position: "Your Current Position is required",
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
