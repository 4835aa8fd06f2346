// The career wizard's answers about the job an applicant wants, the same in every suite that sends
// one (handler tests, end-to-end specs, the bench): a plain module, so the bench's Node scripts load it too.
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
