// The wizard answers every suite sends alike (handler tests, end-to-end specs, a unit test, the
// bench): a plain module, so the bench's Node scripts load it too.

/** The applicant the suites' submissions come from: name and contact, without an address. */
export const APPLICANT = {
  firstName: "Asha",
  lastName: "Gupta",
  gender: "Female",
  location: "Kanpur",
  phoneNumber: "9876543210",
};

/** The career wizard's answers about the job an applicant wants. */
export const CAREER_ANSWERS = {
  visit: "firstTime",
  industry: "IT",
  position: "Developer",
  experience: "4",
  relevantExperience: 3,
  currentCompany: "Acme",
  noticePeriod: "30 days",
  purpose: "App Development",
  aggreement: true,
  about: "web",
};

/** What the career wizard says of each field of its first step left empty (the handler says it too). */
export const CAREER_STEP1_REQUIRED = {
  firstName: "First Name is required",
  lastName: "Last Name is required",
  gender: "Gender is required",
  location: "Location is required",
  phoneNumber: "Phone Number is required",
  emailAddress: "Email is required",
  visit: "visit is required",
};

/** A career application as the handler stores it: the answers in the table's own types. */
export const CAREER_ROW = {
  visit: "firstTime",
  industry: "IT",
  position: "Developer",
  experience: 4,
  relevantExperience: 3,
  currentCompany: "Acme",
  noticePeriod: "30 days",
  purpose: "Job",
  about: "web",
};

/** The business wizard's answers about the company and what it needs. */
export const BUSINESS_ANSWERS = {
  about: "manyTime",
  company: "Acme Traders",
  service: "Recruitment",
  industry: "Retail",
  position: "Owner",
  email: "poc@example.com",
  timeline: "Next quarter",
  description: "Five store managers.",
  purpose: "No",
  about2: "Suggest",
  agreement: true,
};
