import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { testCopySent } from "@/lib/content/admin";
import { operator } from "@/lib/features/auth/access";
import { readNewsletterForm } from "@/lib/features/newsletter/form";
import { sendTestCopy } from "@/lib/features/newsletter/operator";

// "Send a test to me": the same multipart body (read, its image streamed, by the feature), one copy
// to the signed-in operator's address.
export const POST = handler({ access: operator }, async ({ request, user }) => {
  await sendTestCopy(user.email, await readNewsletterForm(request));
  return json({ message: testCopySent(user.email) });
});
