// How the privacy tables find a person's rows by address: equal to it in an address column, or
// inside a free-text one (an audit detail, a mail's payload) as a whole address, whatever its case.
// Whole: `ann@x.com` is not inside `joann@x.com`, nor `admin@example.co` inside `admin@example.com`.
import "server-only";
import { Prisma, type PrismaClient } from "../../generated/prisma/client";
import { EMAIL_PATTERN } from "../../validation/email";

type Row = Record<string, unknown>;

/** A search of `table`'s rows for the address `email` in any of `columns`. */
type AddressSearch<T> = (db: PrismaClient, table: Prisma.ModelName, columns: string[], email: string) => Promise<T>;

/** Ids of `table`'s rows whose address in any of `columns` is `email`, whatever its case. */
export const idsByEmail: AddressSearch<string[]> = async (db, table, columns, email) => {
  const matches = Prisma.join(
    columns.map((column) => Prisma.sql`lower(${Prisma.raw(`"${column}"`)}) = ${email.toLowerCase()}`),
    " OR ",
  );
  const rows = await db.$queryRaw<Array<{ id: string }>>`SELECT "id" FROM ${Prisma.raw(`"${table}"`)} WHERE ${matches}`;
  return rows.map((row) => row.id);
};

/** A where clause for `table`'s rows whose address in any of `columns` is `email` (idsByEmail). */
export const whereAddress: AddressSearch<{ id: { in: string[] } }> = async (...search) => ({
  id: { in: await idsByEmail(...search) },
});

/** The ids of rows found, as strings, and the where clause of exactly those rows. */
export const ids = (rows: Row[]) => rows.map((row) => String(row.id));
export const byIds = (rows: Row[]) => ({ where: { id: { in: ids(rows) } } });
/** Found rows in the order they were written. */
export const ordered = { orderBy: { createdAt: "asc" as const } };

// The ASCII characters an address can hold (the site's one rule, lib/validation/email.ts, asked
// once per character), and `@`. Beyond ASCII, any character counts as one an address may hold
// (RFC 6531), so a mention is never read out of a longer, internationalised address.
const ASCII_ADDRESS_CHARS = new Set(
  Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).filter(
    (c) => c === "@" || EMAIL_PATTERN.test(`a${c}a@a.bc`) || EMAIL_PATTERN.test(`a@a${c}a.bc`),
  ),
);
const isAddressChar = (c: string | undefined) =>
  c !== undefined && (c.charCodeAt(0) > 127 || ASCII_ADDRESS_CHARS.has(c));

/** Lower case for ASCII letters only: the length stays, so offsets found in it hold in the text. */
const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** Nothing of an address right after `end`: a dot there ends a sentence unless more of a domain follows it. */
function endsAddress(text: string, end: number): boolean {
  const next = text[end];
  return next === "." ? !isAddressChar(text[end + 1]) : !isAddressChar(next);
}

/** Where `email` stands in `text` as a whole address, whatever the case (ASCII): a linear scan, no pattern made from
 * the address. */
export function addressOffsets(text: string, email: string): number[] {
  const needle = asciiLower(email.trim());
  if (needle === "") return [];
  const haystack = asciiLower(text);
  const offsets: number[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle, from); at >= 0; at = haystack.indexOf(needle, from)) {
    const whole = !isAddressChar(haystack[at - 1]) && endsAddress(haystack, at + needle.length);
    if (whole) offsets.push(at);
    from = at + (whole ? needle.length : 1);
  }
  return offsets;
}

export const mentionsAddress = (text: unknown, email: string) =>
  typeof text === "string" && addressOffsets(text, email).length > 0;

/** `text` with each whole occurrence of `email` replaced by `marker`. */
export function replaceAddress(text: string, email: string, marker: string): string {
  const length = email.trim().length;
  let out = "";
  let from = 0;
  for (const at of addressOffsets(text, email)) {
    out += text.slice(from, at) + marker;
    from = at + length;
  }
  return out + text.slice(from);
}

const likePattern = (email: string) => `%${email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const quoted = (name: string) => Prisma.raw(`"${name}"`);

/** Rows of `table` with the address inside one of `columns` (LIKE narrows, the check is a whole address). */
export const rowsMentioning: AddressSearch<Row[]> = async (db, table, columns, email) => {
  const matches = Prisma.join(
    columns.map((column) => Prisma.sql`lower(${quoted(column)}) LIKE ${likePattern(email.trim())} ESCAPE '\\'`),
    " OR ",
  );
  const rows = await db.$queryRaw<Row[]>`SELECT * FROM ${quoted(table)} WHERE ${matches}`;
  return rows.filter((row) => columns.some((column) => mentionsAddress(row[column], email)));
};

/** Ids of rows with the address inside one of `columns`: for tables searched by a free-text column too. */
export const idsMentioning: AddressSearch<string[]> = async (...search) =>
  (await rowsMentioning(...search)).map((row) => String(row.id));
