import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";

export const dynamic = "force-dynamic";

// Liveness for a load balancer: the process answers. It checks nothing else on purpose, so a
// database outage does not get every instance restarted (that is what /api/ready is for).
export const GET = handler({}, async () => json({ status: "ok" }));
