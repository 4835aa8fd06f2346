// The chat assistant's scripted flow: each step is one bot turn, reached by picking an option of
// the turn before. `{param}` in a message is replaced by the param of the option that led there.
import { JOBS_LINK, jobsOfAreaHref } from "./jobs";

/** `byParam` gives the address from the param of the option that led there (IT → IT jobs). */
export type ChatLink = { href: string; label: string; byParam?: (param?: string) => string };
export type ChatOption = { label: string; next: ChatStepId; param?: string };
export type ChatStep = { message: string; link?: ChatLink; options: ChatOption[] };

export const CHAT_STEP_IDS = [
  "start",
  "job",
  "jobLink",
  "services",
  "itConsulting",
  "recruitment",
  "digitalMarketing",
  "businessConsulting",
  "contact",
  "contactLink",
] as const;

export type ChatStepId = (typeof CHAT_STEP_IDS)[number];

export const CHAT_START: ChatStepId = "start";

/** The spec's reply delay: a picked option is echoed at once, the bot answers this much later. */
export const CHAT_REPLY_DELAY_MS = 500;

export const CHAT_FLOW: Record<ChatStepId, ChatStep> = {
  start: {
    message: "Hi there! I'm your Virtual Assistant. How can I help you today?",
    options: [
      { label: "I'm looking for a job", next: "job" },
      { label: "I'm interested in your services", next: "services" },
      { label: "Contact Us", next: "contact" },
    ],
  },
  job: {
    message: "Great! What kind of job are you looking for?",
    options: [
      { label: "IT", next: "jobLink", param: "IT" },
      { label: "Digital Marketing", next: "jobLink", param: "Digital Marketing" },
      { label: "Healthcare", next: "jobLink", param: "Healthcare" },
    ],
  },
  jobLink: {
    message: "We have {param} openings waiting for you. Browse them and apply on our careers page.",
    link: { ...JOBS_LINK, byParam: jobsOfAreaHref },
    options: [],
  },
  services: {
    message: "Which of our services are you interested in?",
    options: [
      { label: "IT Service and Consulting", next: "itConsulting" },
      { label: "Recruitment", next: "recruitment" },
      { label: "Digital Marketing", next: "digitalMarketing" },
      { label: "Business Consulting", next: "businessConsulting" },
    ],
  },
  itConsulting: {
    message: "From strategy to delivery, our IT team can help. Learn more about our IT services and consulting.",
    link: { href: "/it-consulting", label: "IT Service and Consulting" },
    options: [],
  },
  recruitment: {
    message: "We find IT, non-IT and healthcare talent for your team. See how our recruitment works.",
    link: { href: "/recruitment", label: "Recruitment services" },
    options: [],
  },
  digitalMarketing: {
    message: "Grow your reach with search, social and content marketing. Explore our digital marketing services.",
    link: { href: "/digital-marketing", label: "Digital Marketing services" },
    options: [],
  },
  businessConsulting: {
    message: "Plan, streamline and scale your business with our consultants. Find out more about business consulting.",
    link: { href: "/business-consulting", label: "Business Consulting services" },
    options: [],
  },
  contact: {
    message: "We'd love to hear from you. How would you like to reach us?",
    options: [{ label: "Contact Us", next: "contactLink" }],
  },
  contactLink: {
    message: "Send us a message through our contact form and our team will get back to you soon.",
    link: { href: "/contact", label: "Open the contact form" },
    options: [],
  },
};

export function isChatStepId(value: unknown): value is ChatStepId {
  return typeof value === "string" && (CHAT_STEP_IDS as readonly string[]).includes(value);
}

export const chatLinkHref = (link: ChatLink, param?: string) => link.byParam?.(param) ?? link.href;

export function chatMessage(step: ChatStep, param?: string): string {
  return step.message.replace("{param}", param ?? "");
}
