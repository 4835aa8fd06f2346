// The Healthcare Recruitment page (/healthcare).
import type { MarketingPageContent } from "./marketing";
import { caseStudiesBand } from "./proof";
import { audienceSection, faqSection, RECRUITMENT_HERO_ACTIONS, recruitmentCta, timelinesSection } from "./sections";

export const HEALTHCARE: MarketingPageContent = {
  meta: {
    path: "/healthcare",
    title: "Healthcare Recruitment",
    description:
      "Doctors, nurses, allied health professionals and hospital administrators for hospitals, clinics, diagnostic centres and pharmacies, with registration and credentials verified.",
  },
  sections: [
    {
      kind: "hero",
      eyebrow: "Healthcare Recruitment",
      title: "Clinical and hospital staff, with credentials checked",
      text: "We recruit doctors, nurses, technicians and hospital administrators for hospitals, nursing homes, clinics, diagnostic labs and pharmacies. Registration, qualifications and experience are verified before a profile reaches you, because in healthcare a wrong hire is a patient-safety risk.",
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
              icon: "stethoscope",
              title: "Doctors",
              text: "General and specialist doctors for outpatient and inpatient care.",
              points: ["Medical officers (MBBS)", "Specialists with MD, MS or DNB", "Resident and duty doctors"],
            },
            {
              icon: "heart-pulse",
              title: "Nursing",
              text: "Nursing staff for wards, ICUs and operating theatres.",
              points: ["Staff nurses (GNM, B.Sc Nursing)", "ICU, OT and emergency nurses", "Nursing supervisors"],
            },
            {
              icon: "microscope",
              title: "Allied health",
              text: "Technicians and therapists who support diagnosis and recovery.",
              points: ["Lab and radiology technicians", "Physiotherapists", "Dialysis and OT technicians"],
            },
            {
              icon: "pill",
              title: "Pharmacy",
              text: "Pharmacists for hospital and retail pharmacies.",
              points: ["Registered pharmacists (D.Pharm, B.Pharm)", "Pharmacy store managers", "Medical representatives"],
            },
            {
              icon: "hospital",
              title: "Hospital administration",
              text: "The managers who keep a hospital running.",
              points: ["Hospital and unit administrators", "Front office and patient care coordinators", "Insurance and TPA desk staff"],
            },
            {
              icon: "file-text",
              title: "Health information",
              text: "Roles at the meeting point of healthcare and data.",
              points: ["Medical coders", "Medical billing executives", "Hospital information system operators"],
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
              title: "Staffing brief",
              text: "Department, shift pattern, bed strength, required qualifications and salary band, agreed with your medical or nursing head.",
            },
            {
              title: "Sourcing",
              text: "Our healthcare candidate pool, nursing and paramedical colleges, professional networks and referrals.",
            },
            {
              title: "Registration check",
              text: "Registration with the medical, nursing or pharmacy council is confirmed as current for every clinical candidate.",
            },
            {
              title: "Clinical interview",
              text: "A structured interview on procedures, case experience and department-specific skills, prepared with your clinical lead.",
            },
            {
              title: "Credential and reference check",
              text: "Degrees, experience letters and references from previous hospitals are checked before the shortlist is sent.",
            },
            {
              title: "Onboarding support",
              text: "We coordinate joining documents and stay in touch with the candidate through the first month.",
            },
          ],
        },
      ],
    },
    timelinesSection(
      "Measured from the approved staffing brief. Specialists in short supply can take longer; we tell you at the start.",
      [
        { value: "1 day", label: "to confirm the staffing brief" },
        { value: "5–7 days", label: "to a shortlist of nurses or technicians" },
        { value: "2–4 weeks", label: "to a shortlist of specialist doctors" },
        { value: "90 days", label: "replacement period after joining" },
      ],
    ),
    audienceSection(
      {
        icon: "hospital",
        title: "For hospitals and clinics",
        text: "Opening a new department, covering a shortage or staffing a new facility: we deliver verified candidates and handle interview scheduling around clinical rosters.",
        points: ["Permanent, contract and locum positions", "Staffing plans for new hospitals and wings"],
      },
      {
        title: "For healthcare professionals",
        text: "Tell us your qualification, specialty and preferred city. We share openings that match, with the hospital, shift and salary stated up front, and we never charge candidates.",
        points: ["Openings in hospitals, labs and clinics", "Help with documents and joining formalities"],
      },
    ),
    faqSection(
      [
        {
          question: "How do you verify registrations?",
          answer: "We check each clinical candidate's registration number with the issuing council's public records and keep a copy of the certificate with the candidate's consent.",
        },
        {
          question: "Can you staff a new hospital?",
          answer: "Yes. We build a staffing plan by department and phase, and recruit in batches timed to your commissioning dates.",
        },
        {
          question: "Do you place nurses in night shifts and ICUs?",
          answer: "Yes. Shift patterns and unit requirements are part of the brief, and candidates confirm them before they are shortlisted.",
        },
        {
          question: "Do candidates pay a placement fee?",
          answer: "No. Employers pay our fee. Candidates never pay us for any part of the process.",
        },
      ],
    ),
    caseStudiesBand(["healthcare"]),
    recruitmentCta(
      "Short of clinical or hospital staff?",
      "Share the department, roles and joining timeline. We will confirm the staffing brief within one working day.",
    ),
  ],
};
