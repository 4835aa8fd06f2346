// The Terms & Conditions (engagements), Terms of Use (this website) and Refund Policy sections of /terms.
import type { PolicySection } from "./terms-types";

export const TERMS_AND_CONDITIONS: PolicySection = {
  id: "terms-and-conditions",
  title: "Terms & Conditions",
  parts: [
    {
      body: [
        "These terms apply when you engage us for IT services and consulting, recruitment, digital marketing or " +
          "business consulting. The proposal, statement of work or agreement you sign for an engagement sets its " +
          "scope, fees and timelines; where it differs from these terms, the signed document prevails.",
      ],
    },
    {
      heading: "Proposals, fees and payment",
      body: [
        [
          "Proposals are quoted in Indian rupees, exclusive of GST, and are valid for 30 days.",
          "Invoices are payable within 15 days of issue unless the agreement states otherwise.",
          "Advertising budgets for digital marketing are paid by the client directly to the advertising " +
            "platforms and are not part of our fee.",
        ],
      ],
    },
    {
      heading: "Recruitment",
      body: [
        [
          "The employer pays the placement fee set in the agreement once the candidate joins. Candidates are " +
            "never charged.",
          "If a placed candidate leaves within the replacement period stated in the agreement, we search for a " +
            "replacement at no further fee.",
          "If an employer hires a candidate we introduced within 12 months of the introduction, for any role, " +
            "the placement fee is payable.",
        ],
      ],
    },
    {
      heading: "Projects and deliverables",
      body: [
        [
          "Ownership of software, designs and content made for you passes to you when the invoices for them are " +
            "paid in full. We keep the right to reuse our general tools, libraries and know-how.",
          "Changes to an agreed scope are quoted in writing before work on them starts.",
          "We do not guarantee search rankings, advertising results, or that a candidate will stay beyond the " +
            "replacement period, because these depend on third parties; we commit to the work, the reporting and " +
            "the service levels set in the agreement.",
        ],
      ],
    },
    {
      heading: "Confidentiality, liability and termination",
      body: [
        [
          "Both sides keep the other's business information confidential during the engagement and for 3 years " +
            "after it ends. We sign a separate non-disclosure agreement on request.",
          "Our total liability for an engagement is limited to the fees paid to us for it in the 12 months " +
            "before the claim. Neither side is liable for indirect losses such as loss of profit.",
          "Either side may end an engagement with 30 days' written notice. Work done up to the end of the " +
            "notice period is paid for.",
        ],
      ],
    },
  ],
};

export const TERMS_OF_USE: PolicySection = {
  id: "terms-of-use",
  title: "Terms of Use",
  parts: [
    {
      body: [
        "These terms apply to everyone who uses this website. By using it you accept them; if you do not, " +
          "please do not use the site.",
      ],
    },
    {
      heading: "What you may and may not do",
      body: [
        [
          "Give true and current information in our forms, and submit only your own details and your own " +
            "resume, or someone else's with their permission.",
          "Do not upload files that contain malware or that pretend to be a different type of file, and do not " +
            "send text meant to run as code.",
          "Do not send forms automatically or in bulk, scrape the site, or try to reach the operator area or " +
            "other people's data.",
          "Do not impersonate anyone or post content that is unlawful, defamatory, obscene or infringes someone " +
            "else's rights.",
        ],
      ],
    },
    {
      heading: "Blog submissions",
      body: [
        "By submitting a post you confirm it is your own original work and give us a non-exclusive, " +
          "royalty-free licence to publish it on this site, to edit it for length, clarity and accuracy, and to " +
          "share it on our social media with your name as author. Every post is reviewed by an editor before " +
          "publication; we may decline or later remove any post without giving a reason.",
      ],
    },
    {
      heading: "Our content and other websites",
      body: [
        "The text, design and marks on this site belong to Solutions At One Place. You may quote short passages " +
          "with a link back to the page. Links to other websites are provided for convenience; we are not " +
          "responsible for their content or privacy practices. We work to keep the site accurate and available " +
          "but provide it as it is, and may change or withdraw any part of it.",
      ],
    },
    {
      heading: "Violations",
      body: [
        "If you break these terms we may block your access, remove what you submitted and report the matter to " +
          "the authorities. Any violation that causes or threatens loss or damage above INR 10,00,000 (ten lakh " +
          "rupees) is escalated to our management and legal counsel for action under the Information Technology " +
          "Act, 2000 and other applicable law.",
      ],
    },
  ],
};

export const REFUND_POLICY: PolicySection = {
  id: "refund-policy",
  title: "Refund Policy",
  parts: [
    {
      body: [
        [
          "Job seekers: we never charge candidates, so there is nothing to refund. If anyone asks you for money " +
            "in our name, do not pay, and report it to us.",
          "Advance payments for services: if you cancel before work starts, we refund the advance in full, less " +
            "any third-party costs already incurred on your behalf. After work starts, we refund the part of the " +
            "advance that covers milestones not yet begun.",
          "Recruitment fees: within the replacement period we provide a replacement candidate rather than a " +
            "refund. If we cannot present a suitable replacement within 30 days of being told the candidate left, " +
            "you may ask for a refund of 50% of the placement fee instead.",
          "Advertising spend paid directly to platforms such as Google or Meta is refunded only under those " +
            "platforms' own policies.",
          "Duplicate or mistaken payments are refunded in full.",
        ],
      ],
    },
    {
      heading: "How to ask for a refund",
      body: [
        "Write to us from the e-mail address on your invoice, quoting the invoice number and the reason. We " +
          "acknowledge the request within 2 working days. Approved refunds are processed in 7 to 14 business days " +
          "to the original payment method; your bank may take a few more days to show the credit.",
      ],
    },
  ],
};
