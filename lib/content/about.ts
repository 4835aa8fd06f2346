// The About Us page (/about): who the company is, how it works and what it values.
import { DEFAULT_ABOUT_FIGURES, type AboutFigure } from "./about-figures";
import type { MarketingPageContent } from "./marketing";
import { CLIENT_LOGOS_BAND, TEAM_BAND } from "./proof";

export const ABOUT: MarketingPageContent = {
  meta: {
    path: "/about",
    title: "About Us",
    description:
      "A Kanpur-based consultancy for IT services and consulting, IT, non-IT and healthcare recruitment, digital marketing and business consulting: who we are, how we work and what we value.",
  },
  sections: [
    {
      kind: "hero",
      eyebrow: "About Us",
      title: "One Kanpur team for technology, talent and growth",
      text: "Solutions At One Place is a consultancy in Kanpur, Uttar Pradesh. We build and run software, find the people companies need, market their business online and help owners plan what comes next, so a growing company deals with one accountable team instead of four vendors.",
      actions: [
        { href: "/contact", label: "Contact Us" },
        { href: "/merge-form", label: "Connect Now" },
      ],
    },
    {
      kind: "section",
      id: "who-we-are",
      title: "Who we are",
      blocks: [
        {
          kind: "text",
          paragraphs: [
            "We started as a small software and recruitment practice serving manufacturers, traders, clinics and schools in and around Kanpur. Clients kept asking the same question: could the team that built their website also help them hire, and could the people who hired for them also tell them where their marketing money was going? Today those four lines of work sit under one roof.",
            "Our consultants, developers and recruiters work side by side. A client who hires us to build an online ordering system can ask the same account lead for a sales manager to run it and a campaign to launch it, and every piece is planned against the same business goal.",
          ],
        },
        {
          kind: "features",
          columns: 4,
          items: [
            {
              icon: "code",
              title: "IT Service & Consulting",
              text: "Custom software, websites, mobile apps, cloud, networks, AI and cyber security.",
              links: [{ href: "/it-consulting", label: "IT services" }],
            },
            {
              icon: "users",
              title: "Recruitment",
              text: "IT, non-IT and healthcare hiring, from a single specialist to a full team.",
              links: [{ href: "/recruitment", label: "Recruitment" }],
            },
            {
              icon: "megaphone",
              title: "Digital Marketing",
              text: "Search, social, content and paid campaigns judged by enquiries and sales.",
              links: [{ href: "/digital-marketing", label: "Digital marketing" }],
            },
            {
              icon: "compass",
              title: "Business Consulting",
              text: "Strategy, processes, finance and growth plans that owners can act on.",
              links: [{ href: "/business-consulting", label: "Business consulting" }],
            },
          ],
        },
      ],
    },
    {
      kind: "section",
      id: "mission",
      title: "Our mission",
      blocks: [
        {
          kind: "text",
          paragraphs: [
            "To give small and mid-sized Indian businesses the kind of technology, talent and advice that large companies take for granted, at a cost and pace that fit them.",
            "We measure ourselves by what changes for the client: the order that now arrives online, the vacancy filled by someone who stays, the campaign that brings in enquiries a sales team can close.",
          ],
        },
        { kind: "stats", stats: DEFAULT_ABOUT_FIGURES },
      ],
    },
    {
      kind: "section",
      id: "how-we-work",
      title: "How we work",
      intro: "Every engagement, whether a hiring drive or a software project, follows the same five habits.",
      blocks: [
        {
          kind: "steps",
          steps: [
            {
              title: "Listen before we quote",
              text: "A first conversation about your goal, budget and deadline. You get a written scope and a fixed or capped price, not an open-ended estimate.",
            },
            {
              title: "One accountable lead",
              text: "A single named person owns your engagement and answers your calls, even when several of our teams are involved.",
            },
            {
              title: "Short, visible steps",
              text: "Work is split into steps of one to two weeks, each ending with something you can see: a shortlist, a working screen, a campaign report.",
            },
            {
              title: "Numbers you can check",
              text: "We agree up front how success will be measured and report against it, including when results fall short.",
            },
            {
              title: "Support after delivery",
              text: "Software gets a support period, placements get a replacement period and campaigns get a handover, so nothing is left half-finished.",
            },
          ],
        },
      ],
    },
    {
      kind: "section",
      id: "values",
      title: "What we value",
      blocks: [
        {
          kind: "features",
          columns: 4,
          items: [
            {
              icon: "scale",
              title: "Honesty",
              text: "We say no to work we cannot do well, and we tell candidates the real salary, location and shift before they apply.",
            },
            {
              icon: "shield-check",
              title: "Care with data",
              text: "Resumes, business plans and customer lists are handled on a need-to-know basis and kept only as long as our policies allow.",
            },
            {
              icon: "target",
              title: "Results over activity",
              text: "Hours spent and posts published matter less than enquiries won, hires retained and systems that keep running.",
            },
            {
              icon: "handshake",
              title: "Long relationships",
              text: "Most of our work comes from clients who return and candidates who recommend us to friends. We plan for the next year, not the next invoice.",
            },
          ],
        },
      ],
    },
    {
      kind: "section",
      id: "leadership",
      title: "Our leadership approach",
      blocks: [
        {
          kind: "features",
          columns: 3,
          items: [
            {
              icon: "user-check",
              title: "Founders stay close to the work",
              text: "The people who run the company review every new engagement and every monthly client report, and they take escalations personally.",
            },
            {
              icon: "graduation-cap",
              title: "Practitioners lead practitioners",
              text: "Our technical screens are run by working developers, our healthcare screens by people who know clinical roles, and our campaigns by marketers who manage budgets.",
            },
            {
              icon: "lightbulb",
              title: "Everyone learns in public",
              text: "Teams share what worked and what did not after each project, and what we learn goes into our blogs so clients can use it too.",
            },
          ],
        },
      ],
    },
    TEAM_BAND,
    CLIENT_LOGOS_BAND,
    {
      kind: "cta",
      title: "Tell us what you need",
      text: "Looking for a job, a service or a partnership? Start with Connect Now, or write to us and the right person will reply within one working day.",
      actions: [
        { href: "/merge-form", label: "Connect Now" },
        { href: "/contact", label: "Contact Us" },
      ],
    },
  ],
};

/** The About page with the operator's figures in place of the shipped ones; none saved, no figures shown. */
export function aboutWithFigures(figures: AboutFigure[]): MarketingPageContent {
  const sections = ABOUT.sections.map((section) => {
    if (section.kind !== "section") return section;
    const blocks = section.blocks.filter((block) => block.kind !== "stats" || figures.length > 0).map((block) => (block.kind === "stats" ? { ...block, stats: figures } : block));
    return { ...section, blocks };
  });
  return { ...ABOUT, sections };
}
