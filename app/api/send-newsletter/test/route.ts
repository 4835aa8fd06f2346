import { testCopySent } from "@/lib/content/admin";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { json, route } from "@/lib/core/http";
import { db } from "@/lib/core/db";
import { enqueueMail, kickOutbox } from "@/lib/core/mail/outbox";
import { readNewsletterForm } from "@/lib/features/newsletter/form";
import { NEWSLETTER_TEST_KIND, testPayload } from "@/lib/features/newsletter/test-mail";
import { assertSameOrigin } from "@/lib/core/security/origin";

// "Send a test to me": the same multipart body, one copy to the signed-in operator's address.
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const operator = await requireOperatorApi();
  const { input, image } = await readNewsletterForm(request);
  await enqueueMail(db, NEWSLETTER_TEST_KIND, operator.email, testPayload(input, image));
  kickOutbox();
  return json({ message: testCopySent(operator.email) });
});
