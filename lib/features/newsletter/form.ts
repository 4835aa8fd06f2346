// Reads the 'Send Newsletter' multipart body: subject and message parsed by the form's schema, an
// optional image judged by its bytes and re-encoded. The scratch file is gone when this returns.
import "server-only";
import { parseWith } from "../../core/request";
import { fileStore } from "../../core/storage";
import { readMultipart, removeScratch } from "../../core/uploads/multipart";
import {
  NEWSLETTER_IMAGE_FIELD,
  NEWSLETTER_IMAGE_SIZE_MESSAGE,
  newsletterRequestSchema,
  type NewsletterInput,
} from "../../validation/newsletter";
import { audienceOf, type Audience } from "./campaigns";
import { reencodeImage, type EncodedImage } from "./image";

const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const FIELDS_MAX_BYTES = 96 * 1024;

export type NewsletterRequest = { input: NewsletterInput; image: EncodedImage | null; requestId?: string; audience: Audience };

export async function readNewsletterForm(request: Request): Promise<NewsletterRequest> {
  const { fields, file } = await readMultipart(request, {
    fileField: NEWSLETTER_IMAGE_FIELD,
    maxFileBytes: IMAGE_MAX_BYTES,
    maxFields: 8,
    maxFieldsBytes: FIELDS_MAX_BYTES,
    scratchDir: await fileStore.scratchDir(),
    tooLargeMessage: NEWSLETTER_IMAGE_SIZE_MESSAGE,
  });
  try {
    const { requestId, audience, ...input } = parseWith(newsletterRequestSchema, fields);
    const image = file ? await reencodeImage(file.path) : null;
    return { input, image, requestId: requestId || undefined, audience: audienceOf(audience?.trim() || null) };
  } finally {
    if (file) await removeScratch([file]);
  }
}
