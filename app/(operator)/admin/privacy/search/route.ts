import { readJsonOrForm } from "@/lib/core/request";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { personPagePath } from "@/lib/features/privacy";
import { redirectTo, route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { personSchema } from "@/lib/validation/privacy";

// The data-request search: a POST, so the address never sits in a URL, the history or a log; the
// page it sends the operator to names the person by a sealed handle (lib/features/privacy/person-handle.ts).
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const operator = await requireOperatorApi(request);
  const { email } = await readJsonOrForm(request, personSchema);
  return redirectTo(personPagePath(email, operator.id));
});
