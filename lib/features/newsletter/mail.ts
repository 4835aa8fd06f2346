// The newsletter's outbox mail: the operator's test copy, rendered exactly as subscribers get it.
import "server-only";
import type { MailMessage } from "../../core/mail/transport";
import { renderNewsletter } from "./message";
import { NEWSLETTER_TEST_KIND, type TestPayload } from "./test-mail";

const TEST_SUBJECT_PREFIX = "[Test] ";

function renderTest(to: string, payload: Record<string, unknown>): MailMessage {
  const { subject, message, format, image } = payload as TestPayload;
  return renderNewsletter(
    {
      subject: `${TEST_SUBJECT_PREFIX}${subject}`,
      message,
      format,
      image: image
        ? { buffer: Buffer.from(image.data, "base64"), mime: image.mime, width: image.width, height: image.height }
        : null,
    },
    to,
  );
}

export const NEWSLETTER_RENDERERS = { [NEWSLETTER_TEST_KIND]: renderTest };
