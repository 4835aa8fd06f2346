import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { recentOperator } from "@/lib/features/auth/access";
import { eraseForOperator, erasureBack, personPagePath, PRIVACY_PAGE } from "@/lib/features/privacy";
import { eraseSchema } from "@/lib/validation/privacy";

// Erases one person's data once the operator has typed the address again; leaves an erasure
// record with counts only. A page's form is sent back to the search, which then finds nothing.
export const POST = handler(
  { access: recentOperator(PRIVACY_PAGE), body: jsonOrForm(eraseSchema), back: erasureBack },
  async ({ request, user, input: { email, confirm } }) => {
    const erasure = await eraseForOperator(user, email, confirm);
    const body = { id: erasure.id, rows: erasure.rows, files: erasure.files };
    return answer(request, personPagePath(email, user.id, `erased=${erasure.id}`), body);
  },
);
