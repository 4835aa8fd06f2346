import { errorAnswer, formProblem, isNavigation, json, redirectTo, route } from "@/lib/core/http";
import { readPublicPost } from "@/lib/core/public-post";
import { subscribe } from "@/lib/features/subscriptions/signup";
import { SIGNUP_PATH, SIGNUP_PROBLEMS, SUBSCRIBE_SUCCESS_MESSAGE, type SignupProblem } from "@/lib/content/messages/subscriptions";
import { subscribeSchema } from "@/lib/validation/subscribe";

// The footer's form field by field, when the browser posts it without JavaScript.
const fromForm = (fields: URLSearchParams) => ({ email: fields.get("email") ?? "", website: fields.get("website") ?? "", interests: fields.getAll("interests") });

// JSON from the footer's script; a plain form post lands on /subscription, which says what happened.
export const POST = route(async (request) => {
  try {
    const { input, ip } = await readPublicPost(request, "subscribe", subscribeSchema, { email: (i) => i.email, form: fromForm });
    if (!input.website) await subscribe(input.email, ip, input.interests);
  } catch (error) {
    if (!isNavigation(request)) throw error;
    const problem = formProblem(errorAnswer(error).status);
    return redirectTo(`${SIGNUP_PATH}?problem=${SIGNUP_PROBLEMS.includes(problem as SignupProblem) ? problem : "failed"}`);
  }
  return isNavigation(request) ? redirectTo(`${SIGNUP_PATH}?sent=1`) : json({ message: SUBSCRIBE_SUCCESS_MESSAGE });
});
