import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { RATE_RULES } from "@/lib/core/rate-limit";
import { rateKeyOfIp } from "@/lib/core/security/client-ip";
import { recordVitals } from "@/lib/features/vitals";
import { VITAL_BEACON_MAX_BYTES, vitalBeaconSchema } from "@/lib/validation/vitals";

// One page view's Web Vitals, sent by navigator.sendBeacon (components/layout/vitals-reporter.tsx).
// The IP only keys the rate limit and the sampling; it is never stored with the vitals. `stored`
// is 0 when the beacon was sampled out.
export const POST = handler(
  {
    limit: { scope: "vitals", rule: RATE_RULES.vitalsPerIp },
    body: { schema: vitalBeaconSchema, maxBytes: VITAL_BEACON_MAX_BYTES },
  },
  async ({ input, ip }) => json({ stored: await recordVitals(input, rateKeyOfIp(ip)) }, 202),
);
