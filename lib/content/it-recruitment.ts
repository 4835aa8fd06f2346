// The IT Recruitment page (/it-recruitment).
import type { MarketingPageContent } from "./marketing";
import { caseStudiesBand } from "./proof";
import { audienceSection, faqSection, RECRUITMENT_HERO_ACTIONS, recruitmentCta, timelinesSection } from "./sections";

export const IT_RECRUITMENT: MarketingPageContent = {
  meta: {
    path: "/it-recruitment",
    title: "IT Recruitment",
    description:
      "Developers, testers, DevOps, data, design, network and security professionals, screened by working engineers. First shortlist in 5 to 7 working days for most roles.",
  },
  sections: [
    {
      kind: "hero",
      eyebrow: "IT Recruitment",
      title: "Engineers screened by engineers",
      text: "We hire software, infrastructure and data professionals for product companies, IT services firms and in-house technology teams. Every candidate on your shortlist has been through a technical conversation with a practitioner, so your interviews start at the right level.",
      actions: RECRUITMENT_HERO_ACTIONS,
    },
    {
      kind: "section",
      id: "roles",
      title: "Roles we cover",
      intro: "From freshers for a training batch to architects who will lead a platform.",
      blocks: [
        {
          kind: "features",
          items: [
            {
              icon: "code",
              title: "Software development",
              text: "Front-end, back-end and full-stack developers.",
              points: ["Java and Spring", ".NET and C#", "Python and Django", "Node.js, React and Angular", "Android, iOS and Flutter"],
            },
            {
              icon: "list-checks",
              title: "Quality assurance",
              text: "Manual testers and automation engineers.",
              points: ["Selenium and Playwright", "API and performance testing", "Test leads and QA managers"],
            },
            {
              icon: "cloud",
              title: "Cloud and DevOps",
              text: "Engineers who build and run production systems.",
              points: ["AWS, Azure and Google Cloud", "Kubernetes and Docker", "CI/CD and site reliability"],
            },
            {
              icon: "database",
              title: "Data and AI",
              text: "People who turn data into reports and products.",
              points: ["Data analysts and BI developers", "Data engineers", "Machine learning engineers"],
            },
            {
              icon: "network",
              title: "Infrastructure and security",
              text: "Teams that keep networks and systems safe and running.",
              points: ["Network and system administrators", "Security analysts and SOC staff", "IT support and helpdesk"],
            },
            {
              icon: "palette",
              title: "Design and delivery",
              text: "The people who shape and steer products.",
              points: ["UI and UX designers", "Business analysts", "Project managers and scrum masters", "ERP and SAP consultants"],
            },
          ],
        },
      ],
    },
    {
      kind: "section",
      id: "screening",
      title: "How screening works",
      blocks: [
        {
          kind: "steps",
          steps: [
            {
              title: "Requirement call",
              text: "A 30-minute call with the hiring manager on the stack, the level, the team and the salary band, written up as a role brief you approve.",
            },
            {
              title: "Sourcing",
              text: "Our database of screened candidates, job boards, referrals and direct approaches to people who are not actively looking.",
            },
            {
              title: "Technical screen",
              text: "A 45-minute conversation with a working engineer on the skills in the brief, plus a short coding or scenario exercise where the role needs it.",
            },
            {
              title: "Checks",
              text: "Notice period, current and expected salary, location and reasons for moving are confirmed before anyone is put forward.",
            },
            {
              title: "Shortlist with notes",
              text: "Three to five candidates, each with a written note on strengths, gaps and what to probe in your interview.",
            },
            {
              title: "Offer and joining",
              text: "We coordinate interviews, help close the offer and stay in touch with the candidate until the day they join.",
            },
          ],
        },
      ],
    },
    timelinesSection(
      "Measured from the approved role brief. Niche skills and senior roles take longer; we tell you at the requirement call.",
      [
        { value: "1 day", label: "to confirm the role brief" },
        { value: "5–7 days", label: "to the first shortlist for most roles" },
        { value: "10–15 days", label: "to a shortlist for senior or niche roles" },
        { value: "90 days", label: "replacement period after joining" },
      ],
    ),
    audienceSection(
      {
        icon: "building",
        title: "For employers",
        text: "Tell us about one role or a whole team. We work on permanent, contract and bulk hiring, and you pay only when a candidate joins.",
        points: ["Permanent and contract-to-hire positions", "Bulk drives for delivery centres and projects", "Fee as a share of annual salary, agreed up front"],
      },
      {
        title: "For job seekers",
        text: "Send us your resume once and we match you to suitable openings. We tell you the company, salary and location before we share your profile, and we never charge candidates.",
        points: ["Honest feedback after every interview", "Help with notice-period and offer questions"],
      },
    ),
    faqSection(
      [
        {
          question: "What do you charge employers?",
          answer: "A one-time fee, as a percentage of the candidate's first-year fixed salary, payable after joining. Bulk and contract hiring are priced per position.",
        },
        {
          question: "What if a hire leaves early?",
          answer: "If a placed candidate leaves within 90 days of joining, we find a replacement at no extra fee.",
        },
        {
          question: "Do you hire for remote roles?",
          answer: "Yes. We recruit for on-site, hybrid and fully remote roles across India.",
        },
        {
          question: "I am a fresher. Can I apply?",
          answer: "Yes. We run fresher batches for training-led hiring. Mention your projects and certifications in the career form.",
        },
      ],
    ),
    caseStudiesBand(["it-recruitment"]),
    recruitmentCta(
      "Hiring for your technology team?",
      "Share the role and we will confirm the brief within one working day.",
    ),
  ],
};
