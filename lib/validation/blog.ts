// The blog submission, shared by the Create a Blog form and both handlers (/create-blog and
// /submit-blog). The spec shows no limits; these keep rows and mails bounded.
import { z } from "zod/mini";
import { BLOG_AREA_KEYS, BLOG_AREA_SEGMENTS, parseArea } from "@/lib/content/blog-areas";
import { CREATE_BLOG_TEXT } from "@/lib/content/blog";
import { EMAIL_INVALID, EMAIL_REQUIRED, emailField } from "./email-field";
import { labelledLine } from "./labelled-line";
import { isWebLink } from "./link";
import { phoneField } from "./phone";

export const BLOG_LIMITS = {
  titleMin: 5,
  titleMax: 150,
  contentMin: 50,
  contentMax: 20_000,
  nameMax: 100,
  profileMax: 300,
} as const;

// Multi-line text: line breaks and tabs, nothing else below 0x20.
const MULTI_LINE = /^(?:[^\p{Cc}]|[\n\t])*$/u;

/** The fields a post has wherever it is written: the visitor's form and the operator's editor. */
export const blogTitleField = () => labelledLine("Blog title", BLOG_LIMITS.titleMax, BLOG_LIMITS.titleMin);
export const authorNameField = () => labelledLine("Author name", BLOG_LIMITS.nameMax);

/** A body as it is stored: line breaks as \n, no space around it. Its length is what the limit counts. */
export const storedContent = (value: string) => value.replace(/\r\n?/g, "\n").trim();
/** The refusal of a body over the limit: the form's counter says it as the handler does (422 on `blogContent`). */
export const CONTENT_TOO_LONG = `Blog content must be at most ${BLOG_LIMITS.contentMax.toLocaleString("en")} characters. Shorten it and try again.`;

export function blogContentField() {
  return z.pipe(
    z.pipe(z.string({ error: "Blog content is required" }), z.transform(storedContent)),
    z.string().check(
      z.minLength(1, { error: "Blog content is required", abort: true }),
      z.minLength(BLOG_LIMITS.contentMin, {
        error: `Blog content must be at least ${BLOG_LIMITS.contentMin} characters`,
      }),
      z.maxLength(BLOG_LIMITS.contentMax, { error: CONTENT_TOO_LONG, abort: true }),
      z.regex(MULTI_LINE, { error: "Blog content contains characters that are not allowed" }),
    ),
  );
}

export const blogSubmissionSchema = z.object({
  blogTitle: blogTitleField(),
  blogContent: blogContentField(),
  authorName: authorNameField(),
  fullName: labelledLine("Full name", BLOG_LIMITS.nameMax),
  email: emailField(EMAIL_INVALID, EMAIL_REQUIRED),
  phoneNumber: phoneField(),
  socialMediaProfile: z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(BLOG_LIMITS.profileMax, {
          error: `Social media profile must be at most ${BLOG_LIMITS.profileMax} characters`,
          abort: true,
        }),
        z.refine((value: string) => value === "" || isWebLink(value, ["https:", "http:"]), {
          error: "Enter the full link to your profile, starting with https://",
        }),
      ),
    ),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  ),
  /** Which blog the post is for: the form sends it; the old front end did not (see the handler). */
  area: z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined, context) => {
      if (value === undefined || value === "") return undefined;
      const area = parseArea(value);
      if (!area) {
        context.issues.push({
          code: "custom",
          input: value,
          message: `Blog area must be one of ${BLOG_AREA_KEYS.map((a) => BLOG_AREA_SEGMENTS[a]).join(", ")}`,
        });
      }
      return area ?? undefined;
    }),
  ),
});

export type BlogSubmission = z.infer<typeof blogSubmissionSchema>;
export type BlogFormValues = z.input<typeof blogSubmissionSchema>;

/** The multipart field of the optional image, as the spec's front ends send it. */
export const BLOG_IMAGE_FIELD = "file";
export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BLOG_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** What is wrong with an image the browser was given, before it is sent (the server sniffs its bytes again); null
 * when nothing. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type)) return CREATE_BLOG_TEXT.imageType;
  return file.size > BLOG_IMAGE_MAX_BYTES ? CREATE_BLOG_TEXT.imageSize : null;
}
