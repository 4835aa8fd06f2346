// The rules of a record's conversation that more than one part reads: how long a reply address
// stays good, and the placeholders a message may hold (lib/features/conversations).
export const REPLY_TOKEN_DAYS = 365;

/** The local part's prefix before the token: reply+<token>@REPLY_DOMAIN. */
export const REPLY_PREFIX = "reply+";

/** What a template may say, each replaced by the record's value when the message is written. */
export const PLACEHOLDERS = {
  first_name: "The person's first name",
  job_title: "The job applied for",
  company: "The person's company",
  owner_name: "The record's owner",
  booking_link: "The link to book an interview",
} as const;

export type Placeholder = keyof typeof PLACEHOLDERS;
export const PLACEHOLDER_KEYS = Object.keys(PLACEHOLDERS) as Placeholder[];

/** The From line's name: the owner's, on behalf of the company. */
export const senderName = (ownerName: string, company: string) => `${ownerName} (${company})`;
