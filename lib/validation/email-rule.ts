// Kept only for importers outside this change (components/layout/newsletter-form.tsx and
// lib/validation/wizard/fields.ts); the rule and the normaliser live in ./email.ts.
export { EMAIL_MAX, EMAIL_PATTERN, isValidEmail, normaliseEmail } from "./email";
