import { enrolWithMailedCode, secondFactorStep } from "@/lib/features/auth/enrolment";
import { throttled } from "@/lib/features/auth/read-auth-post";
import { json, route } from "@/lib/core/http";
import { readPublicPost } from "@/lib/core/public-post";
import { enrolCodeSchema } from "@/lib/validation/two-factor";

// The mailed code comes back: the answer carries a fresh key and its QR code, shown this once.
export const POST = route(async (request) => {
  const { input, ip } = await readPublicPost(request, "auth-two-factor", enrolCodeSchema, { maxBytes: 1024 });
  const user = await secondFactorStep(request);
  const enrolment = await throttled("code", user.email, ip, () => enrolWithMailedCode(user, input.code));
  return json({ key: enrolment.key, uri: enrolment.uri, qrDataUrl: enrolment.qrDataUrl });
});
