import { handler } from "@/lib/core/handler";
import { readiness } from "@/lib/core/health";
import { json } from "@/lib/core/http";

export const dynamic = "force-dynamic";

// Readiness for a load balancer: 200 when the database and the file store answer, else 503.
export const GET = handler({}, async () => {
  const { ready, checks } = await readiness();
  return json({ status: ready ? "ready" : "unavailable", checks }, ready ? 200 : 503);
});
