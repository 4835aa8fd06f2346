// Reads the 'Send Newsletter' multipart body: subject, message and when to send parsed by the form's
// schema, an optional image judged by its bytes and re-encoded. The scratch file is gone when this returns.
import "server-only";
import { AUDIENCE_COPY, AUDIENCE_FIELDS } from "../../content/newsletter-audience";
import { INTERESTS } from "../../content/interests";
import { invalid } from "../../core/http";
import { parseWith } from "../../core/request";
import { fileStore } from "../../core/storage";
import { readMultipart, removeScratch } from "../../core/uploads/multipart";
import {
  NEWSLETTER_IMAGE_FIELD,
  NEWSLETTER_IMAGE_SIZE_MESSAGE,
  newsletterRequestSchema,
  type NewsletterInput,
  type ScheduleInput,
} from "../../validation/newsletter";
import { audienceOf, type Audience } from "./campaigns";
import { reencodeImage, type EncodedImage } from "./image";

const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const FIELDS_MAX_BYTES = 96 * 1024;

export type NewsletterRequest = {
  input: NewsletterInput;
  image: EncodedImage | null;
  requestId?: string;
  audience: Audience;
  schedule: ScheduleInput;
};

/** Without JavaScript the picker's inputs arrive instead of `audience`: "topics" with none ticked is refused, not
 * sent to everyone. */
function pickerAudience(fields: Record<string, string>): string | undefined {
  if (fields[AUDIENCE_FIELDS.mode] !== "topics") return undefined;
  const chosen = INTERESTS.filter((interest) => fields[AUDIENCE_FIELDS.topic(interest)] !== undefined);
  if (chosen.length === 0) throw invalid([{ field: "audience", msg: AUDIENCE_COPY.noTopic }]);
  return chosen.join(" ");
}

export async function readNewsletterForm(request: Request): Promise<NewsletterRequest> {
  const { fields, file } = await readMultipart(request, {
    fileField: NEWSLETTER_IMAGE_FIELD,
    maxFileBytes: IMAGE_MAX_BYTES,
    maxFields: 24,
    maxFieldsBytes: FIELDS_MAX_BYTES,
    scratchDir: await fileStore.scratchDir(),
    tooLargeMessage: NEWSLETTER_IMAGE_SIZE_MESSAGE,
  });
  try {
    const { requestId, subject, message, format, audience, when, sendAt, timeZone } = parseWith(
      newsletterRequestSchema,
      { ...fields, audience: fields.audience ?? pickerAudience(fields) },
    );
    const image = file ? await reencodeImage(file.path) : null;
    return {
      input: { subject, message, format },
      image,
      requestId: requestId || undefined,
      audience: audienceOf(audience?.trim() || null),
      schedule: { when, sendAt, timeZone },
    };
  } finally {
    if (file) await removeScratch([file]);
  }
}
