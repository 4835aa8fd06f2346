export declare const APPLICANT: {
  firstName: string;
  lastName: string;
  gender: string;
  location: string;
  phoneNumber: string;
};
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
export declare const CAREER_STEP1_REQUIRED: Record<string, string>;
export declare const CAREER_ROW: {
  visit: string;
  industry: string;
  position: string;
  experience: number;
  relevantExperience: number;
  currentCompany: string;
  noticePeriod: string;
  purpose: string;
  about: string;
};
export declare const BUSINESS_ANSWERS: {
  about: string;
  company: string;
  service: string;
  industry: string;
  position: string;
  email: string;
  timeline: string;
  description: string;
  purpose: string;
  about2: string;
  agreement: boolean;
};
