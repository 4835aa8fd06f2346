// How the inputs for a person's name, e-mail and phone look (label, kind, autocomplete), as plain
// data: the wizards add their rules to them (./shared.ts), and quick apply on a job's page shows
// them without loading those rules.
import { PHONE_INPUT } from "../phone";

export const PERSON_INPUTS = {
  firstName: { label: "First Name", kind: "text", autoComplete: "given-name", maxLength: 60 },
  lastName: { label: "Last Name", kind: "text", autoComplete: "family-name", maxLength: 60 },
  email: { label: "Email", staff: "E-mail", kind: "email", autoComplete: "email", maxLength: 254 },
  phoneNumber: { label: "Phone Number", staff: "Phone", ...PHONE_INPUT },
} as const;
