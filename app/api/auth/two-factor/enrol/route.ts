import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { halfSignedIn } from "@/lib/features/auth/access";
import { enrolWithMailedCode } from "@/lib/features/auth/enrolment";
import { throttled } from "@/lib/features/auth/read-auth-post";
import { enrolCodeSchema } from "@/lib/validation/two-factor";

// The mailed code comes back: the answer carries a fresh key and its QR code, shown this once.
export const POST = handler(
  { access: halfSignedIn, limit: { scope: "auth-two-factor" }, body: { schema: enrolCodeSchema, maxBytes: 1024 } },
  async ({ user, input, ip }) => {
    const enrolment = await throttled("code", user.email, ip, () => enrolWithMailedCode(user, input.code));
    return json({ key: enrolment.key, uri: enrolment.uri, qrDataUrl: enrolment.qrDataUrl });
  },
);
