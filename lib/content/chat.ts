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

/** A step that asks: its message and its options, each a label and the step it leads to. */
const ask = (message: string, options: Array<[label: string, next: ChatStepId]>): ChatStep => ({
  message,
  options: options.map(([label, next]) => ({ label, next })),
});

/** A step that ends the talk: its message and the link it offers, no further options. */
const lastStep = (message: string, link: ChatLink): ChatStep => ({ message, link, options: [] });

export const CHAT_FLOW: Record<ChatStepId, ChatStep> = {
  start: ask("Hi there! I'm your Virtual Assistant. How can I help you today?", [
    ["I'm looking for a job", "job"],
    ["I'm interested in your services", "services"],
    ["Contact Us", "contact"],
  ]),
  // Each area's option carries its name to the next step's message and link.
  job: {
    message: "Great! What kind of job are you looking for?",
    options: ["IT", "Digital Marketing", "Healthcare"].map((area) => ({ label: area, next: "jobLink", param: area })),
  },
  jobLink: lastStep("We have {param} openings waiting for you. Browse them and apply on our careers page.", {
    ...JOBS_LINK,
    byParam: jobsOfAreaHref,
  }),
  services: ask("Which of our services are you interested in?", [
    ["IT Service and Consulting", "itConsulting"],
    ["Recruitment", "recruitment"],
    ["Digital Marketing", "digitalMarketing"],
    ["Business Consulting", "businessConsulting"],
  ]),
  itConsulting: lastStep(
    "From strategy to delivery, our IT team can help. Learn more about our IT services and consulting.",
    { href: "/it-consulting", label: "IT Service and Consulting" },
  ),
  recruitment: lastStep("We find IT, non-IT and healthcare talent for your team. See how our recruitment works.", {
    href: "/recruitment",
    label: "Recruitment services",
  }),
  digitalMarketing: lastStep(
    "Grow your reach with search, social and content marketing. Explore our digital marketing services.",
    { href: "/digital-marketing", label: "Digital Marketing services" },
  ),
  businessConsulting: lastStep(
    "Plan, streamline and scale your business with our consultants. Find out more about business consulting.",
    { href: "/business-consulting", label: "Business Consulting services" },
  ),
  contact: ask("We'd love to hear from you. How would you like to reach us?", [["Contact Us", "contactLink"]]),
  contactLink: lastStep("Send us a message through our contact form and our team will get back to you soon.", {
    href: "/contact",
    label: "Open the contact form",
  }),
};

export function isChatStepId(value: unknown): value is ChatStepId {
  return typeof value === "string" && (CHAT_STEP_IDS as readonly string[]).includes(value);
}

export const chatLinkHref = (link: ChatLink, param?: string) => link.byParam?.(param) ?? link.href;

export function chatMessage(step: ChatStep, param?: string): string {
  return step.message.replace("{param}", param ?? "");
}
