// Business (service) wizard (spec 001: 2.4, 3, 5.1): step schemas and POST /api/business_users.
import { z } from "zod";
import { agreement, choice, HOW_FOUND, personalFields, requiredEmail, requiredLongText, requiredText, submissionId } from "./fields";

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
export const businessSubmission = businessStep1.extend(businessStep2.shape).extend(businessStep3.shape).extend({ id: submissionId });

export type BusinessSubmission = z.infer<typeof businessSubmission>;
