import { BUSINESS_SERVICES } from "@/lib/validation/wizard/business";
import { HOW_FOUND_QUESTION, options, personalFields, VISITED_QUESTION } from "./shared";
import type { WizardCopy } from "./types";

export const BUSINESS_WIZARD: WizardCopy = {
  kind: "business",
  title: "Business Form",
  intro: "Tell us about your company and what you need; we reply within one business day.",
  left: [
    VISITED_QUESTION("about", "manyTime", "firstTime"),
    {
      field: "purpose",
      question: "Did you approach other similar company before?",
      options: [
        { label: "Yes", value: "Yes" },
        { label: "No", value: "No" },
      ],
    },
    HOW_FOUND_QUESTION("about2"),
  ],
  steps: [
    { title: "Business Associate Information", fields: personalFields("emailAddress") },
    {
      title: "Business Related Information",
      fields: [
        { name: "company", label: "Company", kind: "text", autoComplete: "organization" },
        { name: "service", label: "Service", kind: "select", options: options(BUSINESS_SERVICES) },
        { name: "industry", label: "Industry", kind: "text" },
        { name: "position", label: "Position", kind: "text", autoComplete: "organization-title" },
        { name: "email", label: "Point of contact email", kind: "email" },
        { name: "timeline", label: "Timeline", kind: "text", hint: "For example: start within 2 months" },
        { name: "description", label: "Description", kind: "textarea" },
      ],
    },
  ],
  agreementField: "agreement",
  fileField: { name: "resume", label: "Supporting file (optional)", reviewLabel: "File", required: false, uploadPath: (id) => `/api/uploadBusinessFile/${id}` },
  submitPath: "/api/business_users",
  leftLabels: { about: "Visited before", purpose: "Approached a similar company before", about2: "How you got to know about us" },
};
