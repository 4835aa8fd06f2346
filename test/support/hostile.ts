// The long inputs of issue #34's "Done when", made in one place for the end-to-end spec
// (e2e/hostile-input.spec.ts) and the bench (tools/bench/hostile.mjs, through hostile-files.ts):
// resumes of one 100,000-letter word, the Create a Blog form with a 126 KB profile link, and a
// request path of 16,000 slashes and a letter. Each once held the server's only thread: the
// resumes and the link for seconds, the path for 0.28 s.
import { pdfOfOneLine } from "./pdf";
import { docxOfLines } from "./zip";

/** The most characters the resume reader keeps (RESUME_READING_LIMITS.maxChars). */
export const HOSTILE_LETTERS = 100_000;
export const hostileDocx = (): Buffer => docxOfLines(["a".repeat(HOSTILE_LETTERS)]);
export const hostilePdf = (): Buffer => pdfOfOneLine("a".repeat(HOSTILE_LETTERS));

/** What /api/resume/details answers for either: a word gives no name, e-mail or phone. */
export const HOSTILE_RESUME_ANSWER = { details: {} };

// The blog form's fields may take 128 KB in all (lib/features/blog/image-form.ts); the link takes
// most of it, the other fields the rest. "a." repeated is the pattern the link rule once ran.
const PROFILE_LINK = `https://${"a.".repeat(63 * 1024)} x`;

/** The Create a Blog form, right in every field but its profile link. */
export const hostileBlogFields = (): Record<string, string> => ({
  blogTitle: "Five hiring mistakes",
  blogContent: "A body that is comfortably longer than the fifty characters the schema asks for.",
  authorName: "Asha Gupta",
  fullName: "Asha Gupta",
  email: "asha@example.com",
  phoneNumber: "+91 98765 43210",
  socialMediaProfile: PROFILE_LINK,
  area: "business-blog",
});

/** What /api/create-blog answers for it (422). */
export const HOSTILE_BLOG_ANSWER = { errors: [{ field: "socialMediaProfile", msg: "Social media profile must be at most 300 characters" }] };

/** A request path of 16,000 slashes and a letter (`/\/+$/` tried every slash against it), and where its 308 leads. */
export const SLASH_PATH = `${"/".repeat(16_000)}x`;
export const SLASH_PATH_CANONICAL = "/x";

/** The requests and answers above as the bench reads them (hostile.json, written by tools/bench/hostile-files.ts). */
export const hostileBenchCases = () => ({
  blogFields: hostileBlogFields(),
  slashPath: SLASH_PATH,
  slashLocation: SLASH_PATH_CANONICAL,
  resumeAnswer: HOSTILE_RESUME_ANSWER,
  blogAnswer: HOSTILE_BLOG_ANSWER,
});
