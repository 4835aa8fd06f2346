// Business (service) wizard (spec 001: 2.4, 3, 5.1): step schemas and POST /api/business_users.
import { z } from "zod/mini";
import { agreement, choice, HOW_FOUND, mergeSteps, personalFields, requiredEmail, requiredLongText, requiredText } from "./fields";

export const BUSINESS_VISIT = ["manyTime", "firstTime"] as const;
export const BUSINESS_PURPOSE = ["Yes", "No"] as const;
export const BUSINESS_SERVICES = ["IT services & Consulting", "Recruitment", "Business Consulting", "Digital Marketing"] as const;

export const businessStep1 = z.object({
  ...personalFields("emailAddress"),
  about: choice(BUSINESS_VISIT, "About is required"),
});

export const businessStep2 = z.object({
  company: requiredText("company is required"),
  service: choice(BUSINESS_SERVICES, "service is required"),
  industry: requiredText("Industry is required"),
  position: requiredText("Position is required"),
  email: requiredEmail(),
  timeline: requiredText("Timeline is required", 120),
  description: requiredLongText("Description is required"),
  purpose: choice(BUSINESS_PURPOSE, "purpose is required"),
});

export const businessStep3 = z.object({
  agreement,
  about2: choice(HOW_FOUND, "About is required"),
});

/** The optional file follows in POST /api/uploadBusinessFile/[id]. */
export const businessSubmission = mergeSteps(businessStep1, businessStep2, businessStep3);

export type BusinessSubmission = z.infer<typeof businessSubmission>;
