// Shapes of the policy text on /terms.

/** A paragraph is a string; a bulleted list is an array of strings. */
export type PolicyBody = Array<string | string[]>;

export type PolicyPart = { heading?: string; body: PolicyBody };

/** One anchored section of /terms (its id is the URL fragment the footer links to). */
export type PolicySection = { id: string; title: string; parts: PolicyPart[] };
