// The Career page (/career): how job seekers apply and what happens next.
import type { MarketingPageContent } from "./marketing";
import { JOBS_LINK } from "./jobs";
import { faqSection } from "./sections";

export const CAREER: MarketingPageContent = {
  meta: {
    path: "/career",
    title: "Career",
    description:
      "Apply once for IT, non-IT and healthcare jobs through Solutions At One Place: how the career form works, the roles we place and what happens after you apply. We never charge candidates.",
  },
  sections: [
    {
      kind: "hero",
      eyebrow: "Career",
      title: "Find your next role through one application",
      text: "We place people in software, sales, finance, operations, nursing, hospital administration and many other roles with employers across India. Apply once with your resume, and a recruiter who knows your field will call you about openings that fit.",
      actions: [
        { href: "/career-form", label: "Apply now" },
        JOBS_LINK,
        { href: "/recruitment", label: "Our recruitment services" },
      ],
    },
    {
      kind: "section",
      id: "how-to-apply",
      title: "How applying works",
      intro: "The career form takes about five minutes. Keep your resume ready as a PDF, DOC or DOCX file of up to 5 MB.",
      blocks: [
        {
          kind: "steps",
          steps: [
            {
              title: "Answer three quick questions",
              text: "Whether you have visited us before, what brings you to us and how you heard about us.",
            },
            {
              title: "Add your personal details",
              text: "Name, gender, location, a 10-digit phone number and your e-mail address, so a recruiter can reach you.",
            },
            {
              title: "Describe the job you want",
              text: "Industry, position, total and relevant experience, current company and notice period, and attach your resume.",
            },
            {
              title: "Review and submit",
              text: "Check everything on the Take A Look step, accept the privacy policy and submit your application.",
            },
            {
              title: "Tell us how it went",
              text: "An optional short feedback form about your past experience with us helps us improve. Then you are done.",
            },
          ],
        },
      ],
    },
    {
      kind: "section",
      id: "roles",
      title: "Roles we place",
      blocks: [
        {
          kind: "features",
          items: [
            {
              icon: "code",
              title: "IT roles",
              text: "Developers, testers, DevOps and cloud engineers, data analysts, designers, network and security staff, for freshers to architects.",
              links: [{ href: "/it-recruitment", label: "IT Recruitment" }],
            },
            {
              icon: "briefcase",
              title: "Non-IT roles",
              text: "Sales, accounts and finance, HR, operations and logistics, manufacturing, customer service and retail.",
              links: [{ href: "/non-it-recruitment", label: "Non-IT Recruitment" }],
            },
            {
              icon: "stethoscope",
              title: "Healthcare roles",
              text: "Doctors, nurses, lab and radiology technicians, pharmacists and hospital administrators.",
              links: [{ href: "/healthcare", label: "Healthcare Recruitment" }],
            },
          ],
        },
      ],
    },
    {
      kind: "section",
      id: "after-you-apply",
      title: "What happens after you apply",
      blocks: [
        {
          kind: "steps",
          steps: [
            {
              title: "Your application is stored safely",
              text: "Your details and resume are saved on our own servers, not on a public website, and only our recruiters can open them.",
            },
            {
              title: "A recruiter reviews it",
              text: "Within three working days a recruiter for your field reads your profile and compares it with open roles.",
            },
            {
              title: "We call you about a match",
              text: "You hear the company, role, salary range and location, and we share your resume only if you agree.",
            },
            {
              title: "Interviews and feedback",
              text: "We prepare you for each interview, schedule it and pass on the employer's feedback, whatever the outcome.",
            },
            {
              title: "Offer and joining",
              text: "We help with the offer, notice period and joining documents, and check in during your first weeks.",
            },
            {
              title: "Kept on file for later",
              text: "If nothing fits today, your application stays on file and we contact you when a suitable role opens.",
            },
          ],
        },
      ],
    },
    faqSection(
      [
        {
          question: "Do I have to pay anything?",
          answer: "No. Employers pay our fees. We never ask candidates for money, for registration, training or an offer letter. If someone does so in our name, do not pay and report it through the contact page.",
        },
        {
          question: "Which resume formats are accepted?",
          answer: "PDF, DOC and DOCX files of up to 5 MB. A PDF keeps your layout exactly as you made it.",
        },
        {
          question: "Can I update or withdraw my application?",
          answer: "Yes. Write to us from the e-mail address you applied with and we will update your details or delete your application.",
        },
        {
          question: "I applied before. Should I apply again?",
          answer: "Only if your experience, location or the kind of role you want has changed. Otherwise your earlier application is still with us.",
        },
      ],
      "Questions job seekers ask",
    ),
    {
      kind: "cta",
      title: "Ready to apply?",
      text: "One form, one resume, and a recruiter who knows your field.",
      actions: [
        { href: "/career-form", label: "Apply now" },
        { href: "/merge-form", label: "Connect Now" },
      ],
    },
  ],
};
