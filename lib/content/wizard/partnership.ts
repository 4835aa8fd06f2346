// The partnership wizard (spec 001: 2.4, 2.5, 3, 5.1), every field once; POST /api/partnership_users.
import { requireCurrentJob } from "@/lib/validation/wizard/partnership";
import { agreement, choice, optionalText, requiredLongText } from "@/lib/validation/wizard/fields";
import { HOW_FOUND_FIELD, options, personalFields, STEP_TWO_FIELDS, VISITED_FIELD, yesNoOptions } from "./shared";
import type { WizardDefinition } from "./types";

// The buttons read Business Colaboration, Market Analysis, Skill Upgradation; the old site
// stored these values, which the operator's data still uses (spec 001, 2.4).
const PARTNERSHIP_PURPOSES = ["Internship", "Job", "Skill Upgradation"] as const;
const PARTNERSHIP_TYPES = ["Equity", "Solution", "referral", "Affiliate"] as const;
const CURRENT_WORK = ["yes", "no"] as const;
const whenWorking = { field: "currentWork", value: "yes" };

export const PARTNERSHIP_WIZARD = {
  kind: "partnership",
  title: "Partnership Form",
  intro: "Propose a partnership: who you are, what you have in mind, then a final look.",
  stepTitles: ["Partnership Personal Information", "Partnership Related Information"],
  fields: {
    ...personalFields("email"),
    visit: VISITED_FIELD(["fewTime", "firstTime"], "About is required"),
    company: STEP_TWO_FIELDS.company("Company is required", "Company or individual name", "Company or name"),
    industry: STEP_TWO_FIELDS.industry,
    partnershipType: {
      step: 2,
      schema: choice(PARTNERSHIP_TYPES, "Partnership Type is required"),
      label: "Partnership Type",
      kind: "select",
      options: options(PARTNERSHIP_TYPES),
      column: true,
    },
    POCemail: STEP_TWO_FIELDS.contactEmail("POC Email is required"),
    currentWork: {
      step: 2,
      schema: choice(CURRENT_WORK, "Current Work is required"),
      label: "Are you currently working?",
      staff: "Works somewhere now",
      kind: "radio",
      options: yesNoOptions(CURRENT_WORK),
    },
    organization: { step: 2, schema: optionalText(), label: "Organisation", kind: "text", showWhen: whenWorking },
    position: {
      step: 2,
      schema: optionalText(),
      label: "Your Current Position",
      staff: "Current position",
      kind: "text",
      showWhen: whenWorking,
    },
    reason: {
      step: 2,
      schema: requiredLongText("Reason is required"),
      label: "Reason for the partnership",
      staff: "Reason",
      kind: "textarea",
    },
    description: {
      step: 2,
      schema: requiredLongText("Description is required"),
      label: "Description",
      kind: "textarea",
    },
    purpose: {
      step: 2,
      schema: choice(PARTNERSHIP_PURPOSES, "purpose is required"),
      question: "What is the purpose of the partnership?",
      // The labels differ from the stored values, as on the old site (spec 001, 2.4).
      options: [
        { label: "Business Colaboration", value: "Internship" },
        { label: "Market Analysis", value: "Job" },
        { label: "Skill Upgradation", value: "Skill Upgradation" },
      ],
      label: "Purpose",
    },
    about: HOW_FOUND_FIELD(3, "About is required", "How you found us", "How did you find us?"),
    agreement: { step: 3, schema: agreement, agreement: true },
  },
  crossCheck: { step: 2, check: requireCurrentJob },
  submitPath: "/api/partnership_users",
  thirdAnswerStaysOnDesktop: true,
} satisfies WizardDefinition;
