import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { operator } from "@/lib/features/auth/access";
import { callBack, callChanged, cancelByOperator } from "@/lib/features/booking/operator";
import { operatorCallSchema } from "@/lib/validation/booking";

// The operator cancels a booked call from its page; a script gets JSON.
export const POST = handler(
  { access: operator, body: jsonOrForm(operatorCallSchema), back: callBack },
  async ({ request, user, input }) => {
    const { location, message } = await callChanged(user.id, await cancelByOperator(user, input.id));
    return answer(request, location, { message });
  },
);
