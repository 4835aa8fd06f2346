// The steps after the two the visitor fills in, in one chunk of their own (useLaterSteps).
export { FeedbackStep } from "./feedback-step";
export { ReviewStep } from "./review-step";
export { ThankYou } from "./thank-you";
