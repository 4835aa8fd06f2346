// The Digital Marketing service page (/digital-marketing).
import type { MarketingPageContent } from "./marketing";
import { caseStudiesBand } from "./proof";
import { faqSection } from "./sections";

export const DIGITAL_MARKETING: MarketingPageContent = {
  meta: {
    path: "/digital-marketing",
    title: "Digital Marketing",
    description:
      "SEO, Google Ads, social media, content, email and local search marketing from Kanpur, planned around enquiries and sales and reported every month.",
  },
  sections: [
    {
      kind: "hero",
      eyebrow: "Digital Marketing",
      title: "Digital marketing measured in enquiries, not impressions",
      text: "We plan, run and report search, social and content campaigns for businesses that want more calls, form fills and orders. Every rupee of spend is tied to a goal you agreed to, and every report shows what it brought in.",
      actions: [
        { href: "/business-form", label: "Connect Now" },
        { href: "/digital-blog", label: "Read our Digital Marketing blog" },
      ],
    },
    {
      kind: "section",
      id: "services",
      title: "What we offer",
      intro: "Pick a single service or combine them into one plan with one monthly report.",
      blocks: [
        {
          kind: "features",
          items: [
            {
              icon: "search",
              title: "Search engine optimisation",
              text: "Technical audits, keyword research, on-page fixes and content that helps the right pages rank for what your buyers search.",
            },
            {
              icon: "mouse-pointer",
              title: "Google Ads and paid search",
              text: "Search, Performance Max and remarketing campaigns with conversion tracking set up before the first rupee is spent.",
            },
            {
              icon: "share",
              title: "Social media marketing",
              text: "Organic calendars and paid campaigns on Instagram, Facebook and LinkedIn, with creatives made for each audience.",
            },
            {
              icon: "pen-line",
              title: "Content marketing",
              text: "Blog articles, case studies, product pages and short videos written around the questions your customers actually ask.",
            },
            {
              icon: "map",
              title: "Local SEO and Google Business Profile",
              text: "Accurate listings, reviews and map rankings for shops, clinics and showrooms that serve a city or a district.",
            },
            {
              icon: "mail",
              title: "Email and WhatsApp campaigns",
              text: "Consent-based newsletters and broadcast messages that bring back past customers, with unsubscribe handled properly.",
            },
            {
              icon: "gauge",
              title: "Landing pages and conversion",
              text: "Fast landing pages and form fixes that turn more of your existing visitors into enquiries.",
            },
            {
              icon: "bar-chart",
              title: "Analytics and reporting",
              text: "Google Analytics 4, Tag Manager and call tracking, rolled up into one plain-language monthly report.",
            },
            {
              icon: "star",
              title: "Online reputation",
              text: "Review requests, review replies and monitoring of what is said about your brand on search and social platforms.",
            },
          ],
        },
      ],
    },
    {
      kind: "section",
      id: "process",
      title: "How a campaign runs",
      blocks: [
        {
          kind: "steps",
          steps: [
            {
              title: "Audit",
              text: "We review your website, listings, past campaigns and competitors, and find where enquiries are being lost.",
            },
            {
              title: "Plan",
              text: "You get a 90-day plan with channels, budget split, the numbers we will track and the targets we expect to reach.",
            },
            {
              title: "Set up tracking",
              text: "Conversion tracking, call tracking and analytics go live first, so results can be measured from day one.",
            },
            {
              title: "Launch",
              text: "Campaigns, content and page changes go live in stages, each one checked against its own goal.",
            },
            {
              title: "Optimise",
              text: "Weekly changes to bids, audiences, keywords and creatives, based on what the data shows rather than on habit.",
            },
            {
              title: "Report and review",
              text: "A monthly report and review call: what was spent, what it brought in and what changes next month.",
            },
          ],
        },
      ],
    },
    {
      kind: "section",
      id: "outcomes",
      title: "What you can expect",
      blocks: [
        {
          kind: "features",
          columns: 4,
          items: [
            {
              icon: "target",
              title: "More qualified enquiries",
              text: "Calls and form fills from people looking for what you sell, in the places you serve.",
            },
            {
              icon: "coins",
              title: "A lower cost per lead",
              text: "Budget moves every month towards the keywords, audiences and ads that convert.",
            },
            {
              icon: "line-chart",
              title: "Search visibility that lasts",
              text: "Rankings built on useful pages and a sound website, not on tricks that stop working.",
            },
            {
              icon: "file-check",
              title: "Reports you can read",
              text: "Spend, leads, sales and next steps on a few pages, with the raw data always available to you.",
            },
          ],
        },
      ],
    },
    {
      kind: "section",
      id: "industries",
      title: "Industries we market for",
      blocks: [
        {
          kind: "tags",
          items: [
            "Education and coaching",
            "Hospitals and clinics",
            "Real estate",
            "E-commerce and D2C brands",
            "Manufacturing and B2B",
            "Hospitality and travel",
            "FMCG and retail",
            "Automobile dealers",
            "Financial services",
            "Technology and SaaS",
          ],
        },
      ],
    },
    faqSection(
      [
        {
          question: "How soon will we see results?",
          answer: "Paid search and social campaigns usually bring their first enquiries within two to three weeks of launch. SEO builds more slowly: expect clear movement in three to six months.",
        },
        {
          question: "What budget do we need?",
          answer: "It depends on your market and goal. For most local businesses we suggest starting paid media at INR 20,000 to 50,000 a month, plus our management fee, and scaling up once the cost per lead is known.",
        },
        {
          question: "Who owns the ad accounts and the data?",
          answer: "You do. Ad accounts, analytics properties and pages are created in your name and we work in them with access you can withdraw at any time.",
        },
        {
          question: "Do you lock us into a long contract?",
          answer: "No. After an initial three-month period, engagements run month to month with 30 days' notice.",
        },
        {
          question: "Can you also build or fix our website?",
          answer: "Yes. Our IT Service & Consulting team builds websites and landing pages, so marketing and development work from one plan.",
        },
        {
          question: "Do you guarantee first-page rankings?",
          answer: "No honest agency can, because search engines decide rankings. We commit to the work, the tracking and transparent reporting, and we set targets with you.",
        },
      ],
    ),
    caseStudiesBand(["digital-marketing"]),
    {
      kind: "cta",
      title: "Ready for marketing you can measure?",
      text: "Tell us about your business and your goal. We will reply with a short audit and a proposal within three working days.",
      actions: [
        { href: "/business-form", label: "Connect Now" },
        { href: "/contact", label: "Contact Us" },
      ],
    },
  ],
};
