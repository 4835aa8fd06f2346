import { handler, jsonOrForm } from "@/lib/core/handler";
import { redirectTo } from "@/lib/core/http";
import { operator } from "@/lib/features/auth/access";
import { personPagePath } from "@/lib/features/privacy";
import { personSchema } from "@/lib/validation/privacy";

// The data-request search: a POST, so the address never sits in a URL, the history or a log; the
// page it sends the operator to names the person by a sealed handle (lib/features/privacy/person-handle.ts).
export const POST = handler({ access: operator, body: jsonOrForm(personSchema) }, async ({ user, input }) =>
  redirectTo(personPagePath(input.email, user.id)),
);
