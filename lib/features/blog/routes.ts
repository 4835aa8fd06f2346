// POST /create-blog and /submit-blog (and the same under /api/): one multipart form, one set of
// rules, two answer shapes. Same origin, per-IP and per-e-mail limits, fields parsed by the
// form's zod schema before the image is decoded, and no scratch file left behind.
import "server-only";
import { BLOG_SUBMITTED_MESSAGE, CREATE_BLOG_TEXT } from "../../content/blog";
import { errorResponse, json, route } from "../../core/http";
import { guardPublicPost } from "../../core/public-post";
import { enforceRateLimit, RATE_RULES } from "../../core/rate-limit";
import { parseWith } from "../../core/request";
import { fileStore } from "../../core/storage";
import { readMultipart, removeScratch } from "../../core/uploads/multipart";
import { BLOG_IMAGE_FIELD, BLOG_IMAGE_MAX_BYTES, blogSubmissionSchema } from "../../validation/blog";
import { BLOG_AREA_SEGMENTS, parseArea, type BlogArea } from "../../content/blog-areas";
import { errorListResponse } from "./answer";
import { deleteBlogImage, storeBlogImage } from "./image";
import { saveBlogSubmission } from "./submissions";

const MAX_FIELDS = 16;
/** The text fields together: a 20,000-character body is at most 80 KB of UTF-8. */
const MAX_FIELDS_BYTES = 128 * 1024;
const DEFAULT_AREA: BlogArea = "business";

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

export type BlogAnswerShape = "errors-list" | "error";

export function blogSubmissionRoute(shape: BlogAnswerShape) {
  return route(
    async (request) => {
      const ip = await guardPublicPost(request, "blog");
      const form = await readMultipart(request, {
        fileField: BLOG_IMAGE_FIELD,
        maxFileBytes: BLOG_IMAGE_MAX_BYTES,
        maxFields: MAX_FIELDS,
        maxFieldsBytes: MAX_FIELDS_BYTES,
        scratchDir: await fileStore.scratchDir(),
        tooLargeMessage: CREATE_BLOG_TEXT.imageSize,
      });
      try {
        const input = parseWith(blogSubmissionSchema, form.fields);
        await enforceRateLimit([{ key: `blog:email:${input.email}`, rule: RATE_RULES.perEmail }]);
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
    },
    shape === "errors-list" ? errorListResponse : errorResponse,
  );
}
