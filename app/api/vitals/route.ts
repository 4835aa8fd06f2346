import { json, route } from "@/lib/core/http";
import { enforceRateLimit, RATE_RULES } from "@/lib/core/rate-limit";
import { readJson } from "@/lib/core/request";
import { clientIp, rateKeyOfIp } from "@/lib/core/security/client-ip";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { recordVitals } from "@/lib/features/vitals";
import { VITAL_BEACON_MAX_BYTES, vitalBeaconSchema } from "@/lib/validation/vitals";

// One page view's Web Vitals, sent by navigator.sendBeacon (components/layout/vitals-reporter.tsx).
// The IP only keys the rate limit and the sampling; it is never stored with the vitals. `stored`
// is 0 when the beacon was sampled out.
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const ipKey = rateKeyOfIp(clientIp(request));
  await enforceRateLimit([{ key: `vitals:ip:${ipKey}`, rule: RATE_RULES.vitalsPerIp }]);
  const beacon = await readJson(request, vitalBeaconSchema, VITAL_BEACON_MAX_BYTES);
  return json({ stored: await recordVitals(beacon, ipKey) }, 202);
});
