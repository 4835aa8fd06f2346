// How every phone input looks: its kind, autocomplete, hint and length. The rule it is held to
// is lib/validation/phone.ts.
import { PHONE_MAX_LENGTH } from "../validation/phone-number";

export const PHONE_INPUT = {
  kind: "tel",
  // A whole number, country code included: the field takes numbers outside India too.
  autoComplete: "tel",
  hint: "For example 98765 43210, or +44 20 7946 0958 outside India",
  maxLength: PHONE_MAX_LENGTH,
} as const;
