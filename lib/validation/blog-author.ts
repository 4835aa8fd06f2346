// The operator's bio of a blog author (/admin/blog-authors): a short paragraph of plain text shown
// on the author's pages and in their Person data. An empty bio removes it.
import { z } from "zod/mini";
import { SLUG_MAX, SLUG_PATTERN } from "../content/blog-areas";

export const AUTHOR_BIO_MAX = 300;

// Shown as one paragraph: line breaks typed in the textarea become spaces; other control characters are refused.
const NO_CONTROL = /^[^\p{Cc}]*$/u;
const flatten = (value: string) => value.replace(/\s+/g, " ").trim();

export const authorBioSchema = z.object({
  slug: z
    .string({ error: "Choose an author" })
    .check(
      z.maxLength(SLUG_MAX, { error: "Choose an author", abort: true }),
      z.regex(SLUG_PATTERN, { error: "Choose an author" }),
    ),
  bio: z._default(
    z.pipe(
      z.pipe(z.string({ error: "The bio must be text" }), z.transform(flatten)),
      z
        .string()
        .check(
          z.maxLength(AUTHOR_BIO_MAX, { error: `The bio must be at most ${AUTHOR_BIO_MAX} characters`, abort: true }),
          z.regex(NO_CONTROL, { error: "The bio contains characters that are not allowed" }),
        ),
    ),
    "",
  ),
});
export type AuthorBioInput = z.output<typeof authorBioSchema>;
