// The Business Consulting service page (/business-consulting).
import type { MarketingPageContent } from "./marketing";
import { caseStudiesBand } from "./proof";
import { faqSection } from "./sections";

export const BUSINESS_CONSULTING: MarketingPageContent = {
  meta: {
    path: "/business-consulting",
    title: "Business Consulting",
    description:
      "Growth strategy, market entry, process improvement, financial planning and MIS reporting for small and mid-sized businesses, from a Kanpur consultancy that stays for the implementation.",
  },
  sections: [
    {
      kind: "hero",
      eyebrow: "Business Consulting",
      title: "Clear numbers and a plan your team can act on",
      text: "We help owners and managing directors decide where to grow, fix the processes that slow them down and see their business in numbers they trust. Then we stay to help put the plan into practice.",
      actions: [
        { href: "/business-form", label: "Connect Now" },
        { href: "/business-blog", label: "Read our Business Consulting blog" },
      ],
    },
    {
      kind: "section",
      id: "services",
      title: "What we offer",
      blocks: [
        {
          kind: "features",
          items: [
            {
              icon: "compass",
              title: "Growth strategy",
              text: "Which products, customers and regions to focus on for the next three years, with targets and the investment each needs.",
            },
            {
              icon: "globe",
              title: "Market research and entry",
              text: "Demand, competition and pricing studies before you open in a new city, launch a product or start exporting.",
            },
            {
              icon: "workflow",
              title: "Process improvement",
              text: "Mapping how orders, purchases and approvals really flow, removing delays and writing standard operating procedures.",
            },
            {
              icon: "calculator",
              title: "Financial planning and MIS",
              text: "Budgets, cash-flow forecasts and a monthly management report that shows margins by product, branch or customer.",
            },
            {
              icon: "pie-chart",
              title: "Cost reviews",
              text: "A line-by-line look at purchasing, staffing and overheads to find savings that do not hurt quality or service.",
            },
            {
              icon: "users",
              title: "Organisation and HR policies",
              text: "Roles, reporting lines, incentive plans and HR policies for a company growing past the stage where the owner decides everything.",
            },
            {
              icon: "layers",
              title: "Digital transformation roadmap",
              text: "Which manual work to move to software first, what to buy, what to build and how to bring the team along.",
            },
            {
              icon: "presentation",
              title: "Business plans and investor decks",
              text: "Plans and projections for bank loans, government schemes and investors, built on assumptions you can defend.",
            },
            {
              icon: "clipboard-check",
              title: "Compliance readiness",
              text: "Checklists and document trails so GST, labour and audit requirements stop being a last-minute scramble.",
            },
          ],
        },
      ],
    },
    {
      kind: "section",
      id: "process",
      title: "How an engagement runs",
      blocks: [
        {
          kind: "steps",
          steps: [
            {
              title: "Discovery",
              text: "Conversations with the owner and key staff, a look at your accounts and operations, and a clear statement of the problem to solve.",
            },
            {
              title: "Diagnosis",
              text: "Data analysis, site visits and customer or market research to find the real causes, not just the symptoms.",
            },
            {
              title: "Recommendations",
              text: "A short report with options, their cost and expected effect, and our recommendation, discussed in a workshop with your team.",
            },
            {
              title: "Implementation support",
              text: "We help put the plan into practice: new procedures, reports, hiring and software, with weekly check-ins.",
            },
            {
              title: "Review",
              text: "After three months we measure the results against the targets we set together and adjust the plan.",
            },
          ],
        },
      ],
    },
    {
      kind: "section",
      id: "outcomes",
      title: "What changes for you",
      blocks: [
        {
          kind: "features",
          columns: 4,
          items: [
            {
              icon: "line-chart",
              title: "Decisions based on data",
              text: "A monthly report that shows which products, customers and branches make money.",
            },
            {
              icon: "timer",
              title: "Faster operations",
              text: "Shorter order-to-delivery and approval times once bottlenecks are removed.",
            },
            {
              icon: "wallet",
              title: "Healthier cash flow",
              text: "Forecasts that warn of a shortfall months ahead and tighter control of receivables.",
            },
            {
              icon: "rocket",
              title: "A plan the team owns",
              text: "Targets, responsibilities and timelines agreed with the people who will deliver them.",
            },
          ],
        },
      ],
    },
    {
      kind: "section",
      id: "industries",
      title: "Industries we advise",
      blocks: [
        {
          kind: "tags",
          items: [
            "Manufacturing",
            "Leather and textiles",
            "FMCG and distribution",
            "Logistics",
            "Healthcare",
            "Education",
            "Retail",
            "Hospitality",
            "Real estate",
            "Technology start-ups",
          ],
        },
      ],
    },
    faqSection(
      [
        {
          question: "We are a small company. Is consulting worth it for us?",
          answer: "Most of our clients have between 10 and 300 employees. We scope work to a size that pays for itself, often starting with a two-week diagnosis at a fixed fee.",
        },
        {
          question: "How long does an engagement take?",
          answer: "A focused diagnosis takes two to four weeks. A strategy or process project with implementation support usually runs three to six months.",
        },
        {
          question: "How is the fee structured?",
          answer: "A fixed fee for diagnosis and planning, and a monthly retainer for implementation support. The proposal states both before any work starts.",
        },
        {
          question: "Will our financial data stay confidential?",
          answer: "Yes. We sign a non-disclosure agreement before we see your accounts, and only the consultants on your engagement have access.",
        },
        {
          question: "Can you help hire the people the plan needs?",
          answer: "Yes. Our recruitment team can fill the roles the plan calls for, from a finance manager to a full sales team.",
        },
      ],
    ),
    caseStudiesBand(["business-consulting"]),
    {
      kind: "cta",
      title: "Let us look at your business together",
      text: "Share where you want the business to be in two years. We will suggest where to start and what a first engagement would cost.",
      actions: [
        { href: "/business-form", label: "Connect Now" },
        { href: "/contact", label: "Contact Us" },
      ],
    },
  ],
};
