// The Non-IT Recruitment page (/non-it-recruitment).
import type { MarketingPageContent } from "./marketing";
import { caseStudiesBand } from "./proof";
import { audienceSection, faqSection, RECRUITMENT_HERO_ACTIONS, recruitmentCta, timelinesSection } from "./sections";

export const NON_IT_RECRUITMENT: MarketingPageContent = {
  meta: {
    path: "/non-it-recruitment",
    title: "Non-IT Recruitment",
    description:
      "Sales, finance, HR, operations, manufacturing, customer support and retail hiring across Uttar Pradesh and India, with screened shortlists in 3 to 7 working days.",
  },
  sections: [
    {
      kind: "hero",
      eyebrow: "Non-IT Recruitment",
      title: "The people who sell, make, deliver and keep the books",
      text: "We recruit for the roles that keep a business running: sales teams, accountants, plant supervisors, warehouse staff, HR executives and customer support. From one branch manager to forty field executives, every candidate is screened against your brief before you meet them.",
      actions: RECRUITMENT_HERO_ACTIONS,
    },
    {
      kind: "section",
      id: "roles",
      title: "Roles we cover",
      blocks: [
        {
          kind: "features",
          items: [
            {
              icon: "target",
              title: "Sales and business development",
              text: "People who open and grow accounts.",
              points: ["Field and inside sales executives", "Area and regional sales managers", "Key account managers"],
            },
            {
              icon: "calculator",
              title: "Finance and accounts",
              text: "From day-to-day bookkeeping to finance leadership.",
              points: ["Accountants and GST executives", "Chartered accountants", "Finance and accounts managers"],
            },
            {
              icon: "users",
              title: "HR and administration",
              text: "Teams that hire, pay and look after staff.",
              points: ["HR executives and recruiters", "Payroll and compliance officers", "Office and facility administrators"],
            },
            {
              icon: "factory",
              title: "Manufacturing and quality",
              text: "Plant roles for leather, textiles, engineering and FMCG units.",
              points: ["Production supervisors and engineers", "Quality control inspectors", "Maintenance technicians"],
            },
            {
              icon: "truck",
              title: "Operations and logistics",
              text: "Roles that move goods on time.",
              points: ["Warehouse and inventory staff", "Procurement and purchase executives", "Dispatch and fleet coordinators"],
            },
            {
              icon: "headphones",
              title: "Customer service and retail",
              text: "The front line your customers meet.",
              points: ["Customer support and BPO agents", "Store managers and retail staff", "Front office and hospitality staff"],
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
              title: "Role brief",
              text: "We agree the duties, targets, location, shift, salary band and must-have experience with you in writing.",
            },
            {
              title: "Sourcing",
              text: "Our candidate database, job portals, local networks and referrals, including towns around Kanpur for plant and field roles.",
            },
            {
              title: "Phone screen",
              text: "A structured call on experience, salary expectations, notice period and willingness to travel or relocate.",
            },
            {
              title: "Skill check",
              text: "Role-specific questions: a sales pitch, a Tally or Excel task, or a shop-floor scenario, set with you in advance.",
            },
            {
              title: "Reference and document check",
              text: "Previous employment and qualifications are verified for the candidates you shortlist.",
            },
            {
              title: "Joining follow-up",
              text: "We stay in touch through the notice period and the first weeks, which is when most drop-outs happen.",
            },
          ],
        },
      ],
    },
    timelinesSection(
      "Measured from the approved role brief; bulk drives are planned week by week with you.",
      [
        { value: "1 day", label: "to confirm the role brief" },
        { value: "3–7 days", label: "to the first shortlist for most roles" },
        { value: "2–4 weeks", label: "for a bulk drive of 20 to 50 hires" },
        { value: "60 days", label: "replacement period after joining" },
      ],
    ),
    audienceSection(
      {
        icon: "building",
        title: "For employers",
        text: "One vacancy or a new branch to staff: we take the brief, do the screening and hand you candidates who know the job, the pay and the location.",
        points: ["Permanent, contract and seasonal hiring", "Bulk drives with walk-in coordination"],
      },
      {
        title: "For job seekers",
        text: "Apply once and we match you with openings in sales, accounts, operations, HR and more. No fee is ever charged to candidates.",
        points: ["Clear details on salary, shift and location", "Interview preparation for your role"],
      },
    ),
    faqSection(
      [
        {
          question: "Which locations do you hire for?",
          answer: "Mostly Kanpur, Lucknow and the rest of Uttar Pradesh, and metro cities across India for clients with branches there.",
        },
        {
          question: "Can you handle a bulk hiring drive?",
          answer: "Yes. We plan sourcing, screening and walk-in interview days around your joining dates and report progress every week.",
        },
        {
          question: "What does it cost the employer?",
          answer: "A one-time fee per hire, as a percentage of annual fixed salary for individual roles or a fixed amount per position for bulk drives.",
        },
        {
          question: "Do candidates have to pay anything?",
          answer: "Never. If anyone asks you for money in our name, do not pay and tell us through the contact page.",
        },
      ],
    ),
    caseStudiesBand(["non-it-recruitment"]),
    recruitmentCta(
      "Need people who can start soon?",
      "Share the role, location and joining date. We will confirm the brief within one working day.",
    ),
  ],
};
