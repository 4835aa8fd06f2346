// The career wizard (spec 001: 2.4, 3, 5.1), every field once; POST /api/users, then the resume.
import { RESUME_TEXT } from "@/lib/validation/resume";
import { agreement, choice, requiredText, years } from "@/lib/validation/wizard/fields";
import { HOW_FOUND_FIELD, options, personalFields, STEP_TWO_FIELDS, VISITED_FIELD } from "./shared";
import type { WizardDefinition } from "./types";

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

export const CAREER_WIZARD = {
  kind: "career",
  title: "Career Form",
  intro: "Apply in three short steps: your details, your experience and resume, then a final look.",
  stepTitles: ["Career Personal Information", "Job Related Information"],
  fields: {
    ...personalFields("emailAddress"),
    visit: VISITED_FIELD(["fewTime", "firstTime"], "visit is required"),
    industry: STEP_TWO_FIELDS.industry,
    position: { ...STEP_TWO_FIELDS.position, column: true },
    experience: { step: 2, schema: years("Experience is required"), label: "Experience (years)", kind: "number" },
    relevantExperience: {
      step: 2,
      schema: years("Relevant Experience is required"),
      label: "Relevant Experience (years)",
      kind: "number",
    },
    currentCompany: {
      step: 2,
      schema: requiredText("Current Company is required"),
      label: "Current Company",
      kind: "text",
      autoComplete: "organization",
    },
    noticePeriod: {
      step: 2,
      schema: requiredText("Notice Period is required", 60),
      label: "Notice Period",
      kind: "text",
      hint: "For example: 30 days",
    },
    purpose: {
      step: 2,
      schema: choice(CAREER_PURPOSES, "purpose is required"),
      question: "Purpose of choosing IT Service & Consulting",
      options: options(CAREER_PURPOSES),
      label: "Purpose",
    },
    about: HOW_FOUND_FIELD(3, "About is required", "How you got to know about us"),
    aggreement: { step: 3, schema: agreement, agreement: true },
  },
  file: {
    label: RESUME_TEXT.label,
    reviewLabel: RESUME_TEXT.label,
    required: true,
    uploadPath: (id) => `/api/upload-file/${id}`,
  },
  submitPath: "/api/users",
} satisfies WizardDefinition;
