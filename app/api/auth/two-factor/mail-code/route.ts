import { TWO_FACTOR_MESSAGES } from "@/lib/content/two-factor";
import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { halfSignedIn } from "@/lib/features/auth/access";
import { mailEnrolmentCode } from "@/lib/features/auth/enrolment";
import { mailEnrolCodeSchema } from "@/lib/validation/two-factor";

// Before an operator's first enrolment: mails the code that must come back before the key is shown.
export const POST = handler(
  { access: halfSignedIn, limit: { scope: "auth-two-factor" }, body: { schema: mailEnrolCodeSchema, maxBytes: 1024 } },
  async ({ user }) => {
    await mailEnrolmentCode(user);
    return json({ message: TWO_FACTOR_MESSAGES.codeSent });
  },
);
