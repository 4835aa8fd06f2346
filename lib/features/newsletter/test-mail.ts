// "Send a test to me": the newsletter exactly as subscribers will get it, to the operator alone,
// through the outbox like every other single mail. The re-encoded image travels in the payload
// (at most a few hundred KB), so no file is left behind once the test is sent. Rendered by ./mail.ts.
import "server-only";
import type { NewsletterInput } from "../../validation/newsletter";
import type { EncodedImage } from "./image";

export const NEWSLETTER_TEST_KIND = "newsletter-test";

export type TestPayload = NewsletterInput & { image?: { data: string; mime: string; width: number; height: number } };

export function testPayload(input: NewsletterInput, image: EncodedImage | null): TestPayload {
  return {
    ...input,
    ...(image
      ? { image: { data: image.buffer.toString("base64"), mime: image.mime, width: image.width, height: image.height } }
      : {}),
  };
}
