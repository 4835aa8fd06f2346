// What the wizards' handlers (career, business, partnership, feedback) answer visitors.
export const SUBMITTED_MESSAGE = "Data submitted successfully!";
export const FEEDBACK_MESSAGE = "We got your feedback!";

export const SUBMISSION_ERRORS = {
  alreadyReceived: "This submission was already received.",
  badId: "The submission id must be a UUID.",
  alreadyHasFile: "This submission already has its file.",
  unknownId: "No submission has this id.",
} as const;
