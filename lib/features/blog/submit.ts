// POST /create-blog and /submit-blog (and the same under /api/): one multipart form, one set of
// rules, two answer shapes (./answer.ts). The handler checks the origin and the per-IP limit before
// the form is read; here the fields are parsed by the form's zod schema before the image is decoded,
// the address is limited too, and no scratch file is left behind.
import "server-only";
import { BLOG_SUBMITTED_MESSAGE } from "../../content/blog";
import { badRequest } from "../../core/errors";
import { json } from "../../core/http";
import { enforceRateLimit, RATE_RULES } from "../../core/rate-limit";
import { parseWith } from "../../core/request";
import { removeScratch, type MultipartForm } from "../../core/uploads/multipart";
import { BLOG_IMAGE_FIELD, blogSubmissionSchema } from "../../validation/blog";
import { BLOG_AREA_SEGMENTS, parseArea, type BlogArea } from "../../content/blog-areas";
import { deleteBlogImage, storeBlogImage } from "./image";
import { readBlogImageForm } from "./image-form";
import { refuseClaimedAuthorName } from "./author-claims";
import { saveBlogSubmission } from "./submissions";
import { addressCapKey } from "../../validation/email";

const MAX_FIELDS = 16;
const DEFAULT_AREA: BlogArea = "business";

/** The submission form as the handler reads it (its `multipart`): the text fields and the optional image. */
export const readBlogSubmission = (request: Request) => readBlogImageForm(request, BLOG_IMAGE_FIELD, MAX_FIELDS);

/**
 * The area a post is for: the form's `area` field; for the old front ends, which did not send
 * one, the blog whose create_blog page sent the request (Referer); else the business blog.
 */
function areaOf(request: Request, field: BlogArea | undefined): BlogArea {
  if (field) return field;
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const segment = new URL(referer).pathname.split("/")[1];
      const area = parseArea(segment);
      if (area && segment === BLOG_AREA_SEGMENTS[area]) return area;
    } catch {
      // An unreadable Referer names no area.
    }
  }
  return DEFAULT_AREA;
}

/** Stores a visitor's post as pending (with its image, if any) and answers 201 with the message. */
export async function submitBlogPost(request: Request, form: MultipartForm | null, ip: string): Promise<Response> {
  if (!form) throw badRequest();
  try {
    const input = parseWith(blogSubmissionSchema, form.fields);
    await enforceRateLimit([{ key: `blog:email:${addressCapKey(input.email)}`, rule: RATE_RULES.perEmail }]);
    await refuseClaimedAuthorName(input.authorName);
    const image = form.file ? await storeBlogImage(form.file) : null;
    try {
      await saveBlogSubmission(areaOf(request, input.area), input, image, ip);
    } catch (error) {
      if (image) await deleteBlogImage(image.key);
      throw error;
    }
    return json({ message: BLOG_SUBMITTED_MESSAGE }, 201);
  } finally {
    if (form.file) await removeScratch([form.file]);
  }
}
