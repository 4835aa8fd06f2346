// Phone numbers as people write them (spaces, dashes, dots, parentheses, a leading + or 00 and
// country code, India's trunk 0), read into one stored form: E.164, India the default country.
// Hand-written, not libphonenumber-js: its smallest metadata is 25 KB brotli on every page with a
// phone, and the wizards, which check the phone in the browser, have 2 KB of script budget left.
// No zod here: the phone inputs' look (lib/content/phone.ts) reads the limit without the rules.

/** Longer than any way of writing a 15-digit number; checked before any pattern reads the text. */
export const PHONE_MAX_LENGTH = 25;
export const PHONE_INVALID = "Enter a valid phone number: 10 digits for India, or + and the country code";

const INDIA = "91";
const WRITTEN = /^[\d\s().+-]+$/;
// E.164: at most 15 digits; 7 is the shortest number some countries (Niue, St Helena) give.
const E164_DIGITS = { min: 7, max: 15 } as const;

/** An Indian national number: ten digits, the first not 0. */
const indian = (national: string) => (/^[1-9]\d{9}$/.test(national) ? `+${INDIA}${national}` : null);

/** The number `written` names, as E.164 ("+919876543210"), or null when it is not a phone number. */
export function normalisePhone(written: string): string | null {
  const text = written.trim();
  if (text.length > PHONE_MAX_LENGTH || !WRITTEN.test(text)) return null;
  const plus = text.indexOf("+");
  // One "+", and only at the start (or just inside an opening parenthesis: "(+91) 98765 43210").
  if (plus !== text.lastIndexOf("+") || (plus > 0 && text.slice(0, plus) !== "(")) return null;
  let digits = text.replace(/\D/g, "");
  let international = plus >= 0;
  if (!international && digits.startsWith("00")) [international, digits] = [true, digits.slice(2)];
  if (international) {
    // "+91 (0) 98765 43210": the trunk 0 some write after the country code is dropped.
    if (digits.startsWith(INDIA)) return indian(digits.slice(INDIA.length).replace(/^0/, ""));
    const plausible = !digits.startsWith("0") && digits.length >= E164_DIGITS.min && digits.length <= E164_DIGITS.max;
    return plausible ? `+${digits}` : null;
  }
  if (digits.length === 11 && digits.startsWith("0")) return indian(digits.slice(1));
  if (digits.length === 12 && digits.startsWith(INDIA)) return indian(digits.slice(INDIA.length));
  return indian(digits);
}

/**
 * What a search for `query` looks for in stored phone numbers, when the whole query is a phone
 * number: an Indian number's ten digits (rows stored before E.164 hold only those), else the
 * E.164 digits. Null when the query is not a phone number.
 */
export function phoneSearchDigits(query: string): string | null {
  const number = normalisePhone(query);
  if (!number) return null;
  return number.startsWith(`+${INDIA}`) ? number.slice(INDIA.length + 1) : number.slice(1);
}
