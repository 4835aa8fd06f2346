// The wizard's code that no first paint needs, in one chunk of its own fetched on the visitor's
// first interaction (useDeferred): the validation's resolver, the resume field of step 2, and the
// steps after the two filled in.
export { zodResolver } from "@hookform/resolvers/zod";
export { FeedbackStep } from "./feedback-step";
export { ResumeField } from "./resume-field";
export { ReviewStep } from "./review-step";
export { ThankYou } from "./thank-you";
