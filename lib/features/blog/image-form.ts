// The multipart form of a post with its image, read the one way the visitor's form and the
// operator's editor share: the image streamed to scratch under the blog image limit, the text
// fields bounded together.
import "server-only";
import { CREATE_BLOG_TEXT } from "../../content/blog";
import { fileStore } from "../../core/storage";
import { readMultipart } from "../../core/uploads/multipart";
import { BLOG_IMAGE_MAX_BYTES } from "../../validation/blog";

/** The text fields together: a 20,000-character body is at most 80 KB of UTF-8. */
const MAX_FIELDS_BYTES = 128 * 1024;

export async function readBlogImageForm(request: Request, fileField: string, maxFields: number) {
  return readMultipart(request, {
    fileField,
    maxFileBytes: BLOG_IMAGE_MAX_BYTES,
    maxFields,
    maxFieldsBytes: MAX_FIELDS_BYTES,
    scratchDir: await fileStore.scratchDir(),
    tooLargeMessage: CREATE_BLOG_TEXT.imageSize,
  });
}
