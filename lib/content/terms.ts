// The /terms page: privacy policy, terms, refund policy, governing law, sister concerns and
// contact, in the order the footer's policy links and the /privacy-policy alias expect.
import type { LinkRef, PageMeta } from "./marketing";
import { COMPANY, hasGrievanceOfficer, type CompanyDetails } from "./site";
import { REFUND_POLICY, TERMS_AND_CONDITIONS, TERMS_OF_USE } from "./terms-conditions";
import { PRIVACY_POLICY } from "./terms-privacy";
import type { PolicyBody, PolicySection } from "./terms-types";

export const TERMS_META: PageMeta = {
  path: "/terms",
  title: "Terms & Privacy Policy",
  description:
    "How Solutions At One Place handles your data, the terms of our services and of this website, our refund " +
    "policy, governing law and how to reach us.",
};

export const TERMS_HERO = {
  eyebrow: "Legal",
  title: "Terms & Privacy Policy",
  text:
    "What we collect and why, the terms for our services and this website, and how refunds, disputes and " +
    "questions are handled.",
  updated: "Last updated: 22 November 2026",
};

const GOVERNING_LAW: PolicySection = {
  id: "governing-law",
  title: "Governing Law",
  parts: [
    {
      body: [
        "These terms and policies, and any dispute arising from this website or from an engagement with us, are " +
          "governed by the laws of India. The courts at Kanpur, Uttar Pradesh, have exclusive jurisdiction.",
        "Before going to court, either side first sends the other a written notice describing the dispute, and " +
          "both try to settle it in good faith within 30 days. This does not stop either side from asking a court " +
          "for urgent interim relief.",
      ],
    },
  ],
};

const SISTER_CONCERNS: PolicySection = {
  id: "sister-concerns",
  title: "Sister Concerns",
  parts: [
    {
      body: [
        `${COMPANY.name} works through four service lines: IT Service & Consulting, Recruitment, Digital Marketing and Business Consulting. Some engagements are delivered by a sister concern under common management; where that is so, its name appears on your proposal, agreement or invoice.`,
        [
          "These policies and terms apply to our sister concerns in the same way as to us.",
          "Personal data passes to a sister concern only when it delivers the service you asked for, and only " +
            "the data that service needs.",
          "You can direct any question or request about a sister concern to us, using the details below.",
        ],
      ],
    },
  ],
};

/**
 * The Grievance Officer the operator named in the company details; until one is named the page
 * says so plainly and sends everything to the company's own address instead.
 */
function grievanceContact(details: CompanyDetails): PolicyBody {
  const post = `Post: ${COMPANY.name}, ${details.address.join(", ")}`;
  if (!hasGrievanceOfficer(details)) {
    return [
      "No Grievance Officer has been named yet. Until one is, send questions about these terms, requests about " +
        "your personal data and complaints to us; we acknowledge and resolve them within the times the Privacy " +
        "Policy states:",
      [`E-mail: ${details.email}`, `Phone: ${details.phone}`, post],
    ];
  }
  const officer = details.grievanceOfficer;
  return [
    `Questions about these terms, requests about your personal data and complaints go to our Grievance Officer, ${officer.name}:`,
    [`E-mail: ${officer.email}`, `Phone: ${details.phone}`, post],
  ];
}

const contactAndUpdates = (details: CompanyDetails): PolicySection => ({
  id: "contact-and-updates",
  title: "Contact and Updates",
  parts: [
    { heading: "Contact", body: grievanceContact(details) },
    {
      heading: "Updates",
      body: [
        "We update this page when our services, the law or the way this website handles data change, and show " +
          "the date of the latest change at the top. When a change affects how we use personal data you have " +
          "already given us, we tell you by e-mail before it takes effect. Using the site after a change means " +
          "you accept the updated terms.",
      ],
    },
  ],
});

export const termsSections = (details: CompanyDetails): PolicySection[] => [
  PRIVACY_POLICY,
  TERMS_AND_CONDITIONS,
  TERMS_OF_USE,
  REFUND_POLICY,
  GOVERNING_LAW,
  SISTER_CONCERNS,
  contactAndUpdates(details),
];

export const TERMS_GO_BACK: LinkRef = { href: "/", label: "Go Back" };
