// The business (service) wizard (spec 001: 2.4, 3, 5.1), every field once; POST /api/business_users,
// then the optional file.
import { agreement, choice, requiredLongText, requiredText } from "@/lib/validation/wizard/fields";
import { HOW_FOUND_FIELD, options, personalFields, STEP_TWO_FIELDS, VISITED_FIELD } from "./shared";
import type { WizardDefinition } from "./types";

export const BUSINESS_SERVICES = [
  "IT services & Consulting",
  "Recruitment",
  "Business Consulting",
  "Digital Marketing",
] as const;
const BUSINESS_PURPOSE = ["Yes", "No"] as const;

export const BUSINESS_WIZARD = {
  kind: "business",
  title: "Business Form",
  intro: "Tell us about your company and what you need; we reply within one business day.",
  stepTitles: ["Business Associate Information", "Business Related Information"],
  fields: {
    ...personalFields("emailAddress"),
    about: VISITED_FIELD(["manyTime", "firstTime"], "About is required"),
    company: STEP_TWO_FIELDS.company("company is required", "Company"),
    service: {
      step: 2,
      schema: choice(BUSINESS_SERVICES, "service is required"),
      label: "Service",
      kind: "select",
      options: options(BUSINESS_SERVICES),
      column: true,
    },
    industry: STEP_TWO_FIELDS.industry,
    position: STEP_TWO_FIELDS.position,
    email: STEP_TWO_FIELDS.contactEmail(),
    timeline: {
      step: 2,
      schema: requiredText("Timeline is required", 120),
      label: "Timeline",
      kind: "text",
      hint: "For example: start within 2 months",
    },
    description: {
      step: 2,
      schema: requiredLongText("Description is required"),
      label: "Description",
      kind: "textarea",
    },
    purpose: {
      step: 2,
      schema: choice(BUSINESS_PURPOSE, "purpose is required"),
      question: "Did you approach other similar company before?",
      options: options(BUSINESS_PURPOSE),
      label: "Approached a similar company before",
    },
    about2: HOW_FOUND_FIELD(3, "About is required", "How you got to know about us"),
    agreement: { step: 3, schema: agreement, agreement: true },
  },
  file: {
    label: "Supporting file (optional)",
    reviewLabel: "File",
    required: false,
    uploadPath: (id) => `/api/uploadBusinessFile/${id}`,
  },
  submitPath: "/api/business_users",
} satisfies WizardDefinition;
