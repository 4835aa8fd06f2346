// The Partnership page (/partner). The four model names are the options of the partnership
// form's partnershipType field and keep its spelling (Equity, Solution, referral, Affiliate).
import type { MarketingPageContent } from "./marketing";
import { faqSection } from "./sections";

export const PARTNER: MarketingPageContent = {
  meta: {
    path: "/partner",
    title: "Partnership",
    description:
      "Partner with Solutions At One Place through the Equity, Solution, referral or Affiliate model: what each means, who it suits and how to start.",
  },
  sections: [
    {
      kind: "hero",
      eyebrow: "Partnership",
      title: "Grow with us as a partner",
      text: "Companies and individuals work with us in four ways: investing alongside us, delivering joint solutions, referring clients and candidates, or promoting our services to their audience. Choose the model that fits and we will shape the details with you.",
      actions: [
        { href: "/partner-form", label: "Become a partner" },
        { href: "/contact", label: "Contact Us" },
      ],
    },
    {
      kind: "section",
      id: "models",
      title: "Partnership models",
      intro: "Each model has its own agreement, and a partner can move from one to another as the relationship grows.",
      blocks: [
        {
          kind: "features",
          columns: 2,
          items: [
            {
              icon: "landmark",
              title: "Equity",
              text: "A long-term partnership with shared ownership and shared results.",
              details: [
                {
                  term: "What it means",
                  text: "You invest in a joint venture or a new practice with us, for example a recruitment or IT services office in your city, and share its profits in proportion to your stake.",
                },
                {
                  term: "Who it suits",
                  text: "Investors and established business owners who want a stake in a services business with a proven way of working.",
                },
                {
                  term: "How to start",
                  text: "Send a short proposal through the partner form. An introductory meeting, mutual due diligence and a term sheet follow.",
                },
              ],
            },
            {
              icon: "layers",
              title: "Solution",
              text: "Joint delivery, where your product or expertise meets our services.",
              details: [
                {
                  term: "What it means",
                  text: "We combine your software, platform or specialist skill with our implementation, staffing or marketing teams and offer the result to clients together.",
                },
                {
                  term: "Who it suits",
                  text: "Software vendors, SaaS companies, hardware suppliers and specialist agencies that need a delivery partner in North India.",
                },
                {
                  term: "How to start",
                  text: "Describe your offering in the partner form. We hold a capability workshop and agree a first joint client or pilot.",
                },
              ],
            },
            {
              icon: "share",
              title: "referral",
              text: "Introduce a client or a candidate and earn a fee when it succeeds.",
              details: [
                {
                  term: "What it means",
                  text: "You introduce a business that needs our services, or a candidate for a role we are filling. When the engagement is signed or the candidate joins, you receive the referral fee set in your agreement.",
                },
                {
                  term: "Who it suits",
                  text: "Consultants, chartered accountants, HR professionals, trainers and anyone with a network of business owners or job seekers.",
                },
                {
                  term: "How to start",
                  text: "Register through the partner form and sign a simple referral agreement. Introductions you send from your registered e-mail address are tracked to you.",
                },
              ],
            },
            {
              icon: "link",
              title: "Affiliate",
              text: "Promote our services to your audience and earn a commission.",
              details: [
                {
                  term: "What it means",
                  text: "You feature our services on your website, newsletter, channel or community with a personal code, and earn a commission on every engagement that comes through it.",
                },
                {
                  term: "Who it suits",
                  text: "Bloggers, educators, training institutes, business communities and job portals with an audience of business owners or professionals.",
                },
                {
                  term: "How to start",
                  text: "Apply through the partner form. Once approved you receive your code, ready-to-use material and a monthly commission statement.",
                },
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "section",
      id: "why-partner",
      title: "Why partner with us",
      blocks: [
        {
          kind: "features",
          columns: 4,
          items: [
            {
              icon: "sparkles",
              title: "Four service lines",
              text: "IT, recruitment, digital marketing and business consulting give every introduction more than one way to succeed.",
            },
            {
              icon: "file-check",
              title: "Written agreements",
              text: "Fees, commissions and responsibilities are set down before any work begins.",
            },
            {
              icon: "calendar-check",
              title: "Paid on time",
              text: "Referral fees and commissions are paid within 30 days of the client paying us.",
            },
            {
              icon: "user-check",
              title: "A named partner manager",
              text: "One person handles your introductions, questions and statements.",
            },
          ],
        },
      ],
    },
    {
      kind: "section",
      id: "how-to-start",
      title: "How to start",
      blocks: [
        {
          kind: "steps",
          steps: [
            {
              title: "Fill in the partner form",
              text: "Your details, your company or individual name, industry, the partnership type you are interested in and a point-of-contact e-mail.",
            },
            {
              title: "Introductory call",
              text: "Our partner manager calls you within five working days to understand your goals and answer questions.",
            },
            {
              title: "Agreement",
              text: "We send an agreement for the model you chose, with fees, commissions, confidentiality and exit terms.",
            },
            {
              title: "Onboarding",
              text: "You receive material about our services, your referral or affiliate code where relevant, and a contact for every service line.",
            },
            {
              title: "Quarterly review",
              text: "Every quarter we review results together and decide what to do more of.",
            },
          ],
        },
      ],
    },
    faqSection(
      [
        {
          question: "Can an individual become a partner?",
          answer: "Yes. The referral and Affiliate models are often used by individuals. Enter your own name where the form asks for a company or individual name.",
        },
        {
          question: "Is a partnership exclusive?",
          answer: "No, unless an Equity agreement says otherwise for a specific city or service line.",
        },
        {
          question: "Does it cost anything to join?",
          answer: "No. There is no fee to become a Solution, referral or Affiliate partner. Equity partnerships involve the investment agreed in the term sheet.",
        },
      ],
    ),
    {
      kind: "cta",
      title: "Let us build something together",
      text: "Tell us which partnership model interests you. We will call you within five working days.",
      actions: [
        { href: "/partner-form", label: "Become a partner" },
        { href: "/merge-form", label: "Connect Now" },
      ],
    },
  ],
};
