export declare const CAREER_ANSWERS: {
  visit: string;
  industry: string;
  position: string;
  experience: string;
  relevantExperience: number;
  currentCompany: string;
  noticePeriod: string;
  purpose: string;
  aggreement: boolean;
  about: string;
};
