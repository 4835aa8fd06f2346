export const EMAIL_PATTERN: RegExp;
export const EMAIL_MAX: number;
/** How every e-mail address is stored and compared: no surrounding space, lower case, ASCII domain. */
export function normaliseEmail(value: string): string;
/** The rule on an already normalised address. */
export function isPlainMailbox(email: string): boolean;
