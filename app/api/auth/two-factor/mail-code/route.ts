import { TWO_FACTOR_MESSAGES } from "@/lib/content/two-factor";
import { mailEnrolmentCode, secondFactorStep } from "@/lib/features/auth/enrolment";
import { json, route } from "@/lib/core/http";
import { readPublicPost } from "@/lib/core/public-post";
import { mailEnrolCodeSchema } from "@/lib/validation/two-factor";

// Before an operator's first enrolment: mails the code that must come back before the key is shown.
export const POST = route(async (request) => {
  await readPublicPost(request, "auth-two-factor", mailEnrolCodeSchema, { maxBytes: 1024 });
  await mailEnrolmentCode(await secondFactorStep(request));
  return json({ message: TWO_FACTOR_MESSAGES.codeSent });
});
