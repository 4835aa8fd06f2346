// "Send a test to me": the newsletter exactly as subscribers will get it, to the operator alone,
// through the outbox like every other single mail. The re-encoded image travels in the payload
// (at most a few hundred KB), so no file is left behind once the test is sent.
import "server-only";
import type { MailMessage } from "../../core/mail/transport";
import type { NewsletterInput } from "../../validation/newsletter";
import type { EncodedImage } from "./image";
import { renderNewsletter } from "./message";

export const NEWSLETTER_TEST_KIND = "newsletter-test";
export const TEST_SUBJECT_PREFIX = "[Test] ";

type TestPayload = NewsletterInput & { image?: { data: string; mime: string; width: number; height: number } };

// No import of the outbox here: the outbox's templates import this module.
export function testPayload(input: NewsletterInput, image: EncodedImage | null): TestPayload {
  return {
    ...input,
    ...(image ? { image: { data: image.buffer.toString("base64"), mime: image.mime, width: image.width, height: image.height } } : {}),
  };
}

function renderTest(to: string, payload: Record<string, unknown>): MailMessage {
  const { subject, message, image } = payload as TestPayload;
  return renderNewsletter(
    {
      subject: `${TEST_SUBJECT_PREFIX}${subject}`,
      message,
      image: image ? { buffer: Buffer.from(image.data, "base64"), mime: image.mime, width: image.width, height: image.height } : null,
    },
    to,
  );
}

export const NEWSLETTER_RENDERERS = { [NEWSLETTER_TEST_KIND]: renderTest };
