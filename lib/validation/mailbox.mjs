// The one e-mail rule and normaliser of the site, in plain JavaScript so the resume reader's
// worker thread (lib/features/resume/extract-worker.mjs, plain Node) applies the same rule as the
// forms; ./email.ts gives it to TypeScript, without zod: the footer's newsletter form is on every
// page and zod would add ~30 KB to each first visit. Zod schemas build on it
// (./email-field.ts: z.overwrite(normaliseEmail)); server code normalises with the same function.
//
// Only a plain mailbox is accepted: a dot-atom local part (no `<>()[],;:"\` or spaces, no leading,
// trailing or doubled dot) and a domain of letter-digit-hyphen labels. An address in another form
// (`1<victim@x.com`, `"a b"@x.com`, `(c)a@x.com`) is one the mail library would read as a
// different recipient, or as none; ./email.test.ts holds nodemailer's parser to it.
// An internationalised domain is accepted and stored in its ASCII (punycode) form.
const LOCAL = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
export const EMAIL_PATTERN = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$`);
export const EMAIL_MAX = 254;
const LOCAL_MAX = 64;

/** A domain with letters outside ASCII, in its punycode form; anything unreadable is left as it is. @param {string}
 * domain */
function asciiDomain(domain) {
  if (/^[\x21-\x7e]*$/.test(domain)) return domain;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return domain;
  }
}

/** How every e-mail address is stored and compared: no surrounding space, lower case, ASCII domain. @param {string}
 * value */
export function normaliseEmail(value) {
  const email = value.trim().toLowerCase();
  const at = email.lastIndexOf("@");
  return at < 0 ? email : `${email.slice(0, at)}@${asciiDomain(email.slice(at + 1))}`;
}

/** The rule on an already normalised address. @param {string} email */
export function isPlainMailbox(email) {
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email) && email.indexOf("@") <= LOCAL_MAX;
}
