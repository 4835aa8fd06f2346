import { answer, handler, problemIn } from "@/lib/core/handler";
import { subscribe } from "@/lib/features/subscriptions/signup";
import { SIGNUP_PATH, SIGNUP_PROBLEMS, SUBSCRIBE_SUCCESS_MESSAGE } from "@/lib/content/messages/subscriptions";
import { subscribeSchema } from "@/lib/validation/subscribe";

// JSON from the footer's script; a plain form post (field by field) lands on /subscription, which says what happened.
export const POST = handler(
  {
    limit: { scope: "subscribe", email: (input) => input.email },
    body: {
      schema: subscribeSchema,
      form: (fields) => ({
        email: fields.get("email") ?? "",
        website: fields.get("website") ?? "",
        interests: fields.getAll("interests"),
      }),
    },
    back: (problem) => `${SIGNUP_PATH}?problem=${problemIn(SIGNUP_PROBLEMS, problem)}`,
  },
  async ({ request, input, ip }) => {
    if (!input.website) await subscribe(input.email, ip, input.interests);
    return answer(request, `${SIGNUP_PATH}?sent=1`, { message: SUBSCRIBE_SUCCESS_MESSAGE });
  },
);
