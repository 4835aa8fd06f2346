import { CAREER_PURPOSES } from "@/lib/validation/wizard/career";
import { HOW_FOUND_QUESTION, options, personalFields, VISITED_QUESTION } from "./shared";
import type { WizardCopy } from "./types";

export const CAREER_WIZARD: WizardCopy = {
  kind: "career",
  title: "Career Form",
  intro: "Apply in three short steps: your details, your experience and resume, then a final look.",
  left: [
    VISITED_QUESTION("visit", "fewTime", "firstTime"),
    {
      field: "purpose",
      question: "Purpose of choosing IT Service & Consulting",
      options: options(CAREER_PURPOSES),
    },
    HOW_FOUND_QUESTION("about"),
  ],
  steps: [
    { title: "Career Personal Information", fields: personalFields("emailAddress") },
    {
      title: "Job Related Information",
      fields: [
        { name: "industry", label: "Industry", kind: "text" },
        { name: "position", label: "Position", kind: "text", autoComplete: "organization-title" },
        { name: "experience", label: "Experience (years)", kind: "number" },
        { name: "relevantExperience", label: "Relevant Experience (years)", kind: "number" },
        { name: "currentCompany", label: "Current Company", kind: "text", autoComplete: "organization" },
        { name: "noticePeriod", label: "Notice Period", kind: "text", hint: "For example: 30 days" },
      ],
    },
  ],
  agreementField: "aggreement",
  fileField: { name: "resume", label: "Resume", reviewLabel: "Resume", required: true, uploadPath: (id) => `/api/upload-file/${id}` },
  submitPath: "/api/users",
  leftLabels: { visit: "Visited before", purpose: "Purpose", about: "How you got to know about us" },
};
