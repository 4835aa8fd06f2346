// The wizards' own sentences, in a module of plain data: quick apply (components/jobs) uses the
// agreement's words without loading the wizards' field rules (zod/mini) into a job's page.
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
