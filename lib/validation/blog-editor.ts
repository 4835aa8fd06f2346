// The operator's blog editor: a post written in the area, and the keywords, popular flag (and
// cover, a file) given to a visitor's submission before it is published. The visitor's own rules
// for title, body and author name hold here too (./blog.ts).
import { z } from "zod/mini";
import { BLOG_AREA_KEYS, BLOG_KEYWORDS, type BlogKeyword } from "../content/blog-areas";
import { postVersionField } from "./admin";
import { authorNameField, blogContentField, blogTitleField } from "./blog";
import { scheduleFields } from "./newsletter";

/** The multipart field of the cover image. */
export const COVER_FIELD = "cover";
/** A keyword checkbox's name: one field per keyword, its value the keyword. */
export const keywordFieldName = (index: number) => `keywords.${index}`;

const byKeywordOrder = (values: BlogKeyword[]): BlogKeyword[] =>
  BLOG_KEYWORDS.filter((keyword) => values.includes(keyword));

const tagsShape = {
  keywords: z._default(
    z.pipe(z.array(z.enum(BLOG_KEYWORDS, { error: "Choose keywords from the list" })), z.transform(byKeywordOrder)),
    [],
  ),
  popular: z._default(z.boolean(), false),
};

/** "Announce to subscribers of this area" as a post is published: now, or at `sendAt`
 * (lib/validation/newsletter.ts). */
const announceShape = {
  announce: z._default(z.boolean(), false),
  sendAt: scheduleFields.sendAt,
  timeZone: scheduleFields.timeZone,
};

/**
 * A form's checkboxes as the schema's shape: `keywords.N` fields become the `keywords` list and
 * a ticked `popular` ("on") becomes true. JSON (scripts) sends the list and the boolean itself.
 */
function fromForm(input: unknown): unknown {
  if (!input || typeof input !== "object" || Array.isArray(input)) return input;
  const fields = input as Record<string, unknown>;
  const ticked = Object.entries(fields)
    .filter(([name]) => name.startsWith("keywords."))
    .map(([, value]) => value);
  return {
    ...fields,
    keywords: Array.isArray(fields.keywords) ? fields.keywords : ticked,
    popular:
      typeof fields.popular === "boolean" || fields.popular === undefined
        ? fields.popular
        : fields.popular === "on" || fields.popular === "true",
    announce:
      typeof fields.announce === "boolean" || fields.announce === undefined
        ? fields.announce
        : fields.announce === "on" || fields.announce === "true",
  };
}

const withForm = <S extends z.core.$ZodType>(schema: S) => z.pipe(z.transform(fromForm), schema);

const postShape = { title: blogTitleField(), body: blogContentField(), authorName: authorNameField(), ...tagsShape };

/** A new post from the operator: published at once in the chosen area. */
export const newBlogPostSchema = withForm(
  z.object({ ...postShape, ...announceShape, area: z.enum(BLOG_AREA_KEYS, { error: "Choose a blog" }) }),
);
export type NewBlogPost = z.output<typeof newBlogPostSchema>;

/** Saving the editor of an existing post, or publishing a submission with its keywords and flag. */
export const blogPostEditSchema = withForm(
  z.discriminatedUnion("action", [
    z.object({ action: z.literal("save"), version: postVersionField, ...postShape }),
    z.object({ action: z.literal("publish"), version: postVersionField, ...tagsShape, ...announceShape }),
  ]),
);
export type BlogPostEdit = z.output<typeof blogPostEditSchema>;
