// Career wizard (spec 001: 2.4, 3, 5.1): one schema per step, and the JSON body of POST /api/users.
import { z } from "zod/mini";
import { agreement, choice, HOW_FOUND, mergeSteps, personalFields, requiredText, years } from "./fields";

export const CAREER_VISIT = ["fewTime", "firstTime"] as const;
export const CAREER_PURPOSES = [
  "software Development",
  "App Development",
  "Website Development",
  "Network Security",
  "App Integration",
  "Website Maintenance",
  "Data Analysis",
  "Infrastructure Optimization",
] as const;

export const careerStep1 = z.object({
  ...personalFields("emailAddress"),
  visit: choice(CAREER_VISIT, "visit is required"),
});

export const careerStep2Fields = z.object({
  industry: requiredText("Industry is required"),
  position: requiredText("Position is required"),
  experience: years("Experience is required"),
  relevantExperience: years("Relevant Experience is required"),
  currentCompany: requiredText("Current Company is required"),
  noticePeriod: requiredText("Notice Period is required", 60),
  purpose: choice(CAREER_PURPOSES, "purpose is required"),
});

export const careerStep3 = z.object({
  aggreement: agreement,
  about: choice(HOW_FOUND, "About is required"),
});

/** Everything but the resume, which follows in POST /api/upload-file/[id]. */
export const careerSubmission = mergeSteps(careerStep1, careerStep2Fields, careerStep3);

export type CareerSubmission = z.infer<typeof careerSubmission>;
