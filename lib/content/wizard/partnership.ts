import { PARTNERSHIP_TYPES } from "@/lib/validation/wizard/partnership";
import { HOW_FOUND_QUESTION, options, personalFields, VISITED_QUESTION } from "./shared";
import type { WizardCopy } from "./types";

export const PARTNERSHIP_WIZARD: WizardCopy = {
  kind: "partnership",
  title: "Partnership Form",
  intro: "Propose a partnership: who you are, what you have in mind, then a final look.",
  left: [
    VISITED_QUESTION("visit", "fewTime", "firstTime"),
    {
      field: "purpose",
      question: "What is the purpose of the partnership?",
      // The labels differ from the stored values, as on the old site (spec 001, 2.4).
      options: [
        { label: "Business Colaboration", value: "Internship" },
        { label: "Market Analysis", value: "Job" },
        { label: "Skill Upgradation", value: "Skill Upgradation" },
      ],
    },
    { ...HOW_FOUND_QUESTION("about"), question: "How did you find us?" },
  ],
  steps: [
    { title: "Partnership Personal Information", fields: personalFields("email") },
    {
      title: "Partnership Related Information",
      fields: [
        { name: "company", label: "Company or individual name", kind: "text", autoComplete: "organization" },
        { name: "industry", label: "Industry", kind: "text" },
        { name: "partnershipType", label: "Partnership Type", kind: "select", options: options(PARTNERSHIP_TYPES) },
        { name: "POCemail", label: "Point of contact email", kind: "email" },
        {
          name: "currentWork",
          label: "Are you currently working?",
          kind: "radio",
          options: [
            { label: "Yes", value: "yes" },
            { label: "No", value: "no" },
          ],
        },
        { name: "organization", label: "Organisation", kind: "text", showWhen: { field: "currentWork", value: "yes" } },
        { name: "position", label: "Your Current Position", kind: "text", showWhen: { field: "currentWork", value: "yes" } },
        { name: "reason", label: "Reason for the partnership", kind: "textarea" },
        { name: "description", label: "Description", kind: "textarea" },
      ],
    },
  ],
  agreementField: "agreement",
  submitPath: "/api/partnership_users",
  leftLabels: { visit: "Visited before", purpose: "Purpose", about: "How you found us" },
  thirdAnswerStaysOnDesktop: true,
};
