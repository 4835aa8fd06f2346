// Partnership wizard (spec 001: 2.4, 2.5, 3, 5.1): step schemas and POST /api/partnership_users.
import { z } from "zod/mini";
import { agreement, choice, HOW_FOUND, mergeSteps, optionalText, personalFields, requiredEmail, requiredLongText, requiredText } from "./fields";

export const PARTNERSHIP_VISIT = ["fewTime", "firstTime"] as const;
// The buttons read Business Colaboration, Market Analysis, Skill Upgradation; the old site
// stored these values, which the operator's data still uses.
export const PARTNERSHIP_PURPOSES = ["Internship", "Job", "Skill Upgradation"] as const;
export const PARTNERSHIP_TYPES = ["Equity", "Solution", "referral", "Affiliate"] as const;
export const CURRENT_WORK = ["yes", "no"] as const;

export const partnershipStep1 = z.object({
  ...personalFields("email"),
  visit: choice(PARTNERSHIP_VISIT, "About is required"),
});

const step2Fields = z.object({
  company: requiredText("Company is required"),
  industry: requiredText("Industry is required"),
  partnershipType: choice(PARTNERSHIP_TYPES, "Partnership Type is required"),
  POCemail: requiredEmail("POC Email is required"),
  currentWork: choice(CURRENT_WORK, "Current Work is required"),
  organization: optionalText(),
  position: optionalText(),
  reason: requiredLongText("Reason is required"),
  description: requiredLongText("Description is required"),
  purpose: choice(PARTNERSHIP_PURPOSES, "purpose is required"),
});

type CurrentJob = { currentWork?: unknown; organization?: unknown; position?: unknown };
const filled = (value: unknown) => typeof value === "string" && value.trim().length > 0;
const worksNow = (value: CurrentJob) => value.currentWork === "yes";
// Run even when other fields failed, so every error shows at once (spec 001, 5).
const always = { when: () => true };

// Organisation and position are asked (and required) only when the visitor works somewhere now.
function requireCurrentJob<T extends z.ZodMiniType<CurrentJob>>(schema: T): T {
  return schema.check(
    z.refine((value: CurrentJob) => !worksNow(value) || filled(value.organization), { ...always, path: ["organization"], error: "Organisation is required" }),
    z.refine((value: CurrentJob) => !worksNow(value) || filled(value.position), { ...always, path: ["position"], error: "Your Current Position is required" }),
  );
}

export const partnershipStep2 = requireCurrentJob(step2Fields);

export const partnershipStep3 = z.object({
  agreement,
  about: choice(HOW_FOUND, "About is required"),
});

export const partnershipSubmission = requireCurrentJob(mergeSteps(partnershipStep1, step2Fields, partnershipStep3));

export type PartnershipSubmission = z.infer<typeof partnershipSubmission>;
