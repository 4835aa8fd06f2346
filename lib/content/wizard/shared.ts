import { GENDERS } from "@/lib/validation/wizard/fields";
import type { FieldSpec, LeftQuestion, Option } from "./types";

export const options = (values: readonly string[]): Option[] => values.map((value) => ({ label: value, value }));

export const WIZARD_TEXT = {
  reviewTitle: "Take A Look",
  agreementBefore: "I agree to the",
  agreementLink: "privacy policy",
  agreementAfter: "and consent to being contacted about this submission.",
  back: "Back",
  next: "Next",
  submit: "Submit",
  submitting: "Submitting...",
  success: "Data submitted successfully!",
  failure: "Error submitting data",
  leftDone: "Thanks For Showing Interest",
  noFile: "No File Choosen",
  changeAnswers: "Change my answers",
  thankYouTitle: "Thank You for submission",
  thankYouText: "We got you feedback!",
  goBack: "Go Back",
  progressLabel: "Form progress",
  progressSteps: ["Personal details", "Details", "Review"],
  uploadLabel: "Uploading your file",
};

export const FEEDBACK_TEXT = {
  title: "Feedback",
  intro: "Four quick questions help us improve. Every answer is optional.",
  appliedBefore: "Have you applied with us before?",
  gotCall: "Did you get a call from us after an earlier application?",
  selected: "Were you selected after that call?",
  experience: "How was your experience with this form?",
  experienceOptions: [
    { label: "Good", value: "good" },
    { label: "Average", value: "average" },
    { label: "Below average", value: "below-average" },
    { label: "Bad", value: "bad" },
  ],
  suggestions: "Suggestions",
  submit: "Submit",
  yes: "Yes",
  no: "No",
};

export const HOW_FOUND_QUESTION = (field: string): LeftQuestion => ({
  field,
  question: "How You Get To Know About?",
  options: [
    { label: "Web", value: "web" },
    { label: "Web Browsing", value: "webBrowsing" },
    { label: "Someone Suggest", value: "Suggest" },
  ],
});

export const VISITED_QUESTION = (field: string, yes: string, no: string): LeftQuestion => ({
  field,
  question: "Have you visited before?",
  options: [
    { label: "Yes", value: yes },
    { label: "No", value: no },
  ],
});

/** Step 1 of every wizard; the e-mail field's name differs between wizards. */
export function personalFields(emailName: string): FieldSpec[] {
  return [
    { name: "firstName", label: "First Name", kind: "text", autoComplete: "given-name" },
    { name: "lastName", label: "Last Name", kind: "text", autoComplete: "family-name" },
    { name: "gender", label: "Gender", kind: "radio", options: options(GENDERS) },
    { name: "location", label: "Location", kind: "text", autoComplete: "address-level2" },
    { name: "phoneNumber", label: "Phone Number", kind: "tel", autoComplete: "tel-national", hint: "10 digits" },
    { name: emailName, label: "Email", kind: "email", autoComplete: "email" },
  ];
}
