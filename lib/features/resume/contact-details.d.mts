export type ContactDetails = { name?: string; email?: string; phone?: string };
/** The first plausible name, e-mail address and phone number in a resume's text; each may be missing. */
export function contactDetailsIn(text: string): ContactDetails;
