import { saveContactMessage } from "@/lib/features/contact/contact";
import { errorAnswer, formProblem, isNavigation, json, redirectTo, route } from "@/lib/core/http";
import { readPublicPost } from "@/lib/core/public-post";
import { CONTACT_ANSWER, CONTACT_ANSWER_PATH } from "@/lib/content/contact";
import { contactSchema, CONTACT_SUCCESS_MESSAGE } from "@/lib/validation/contact";

// The form field by field, when the browser posts it without JavaScript (a ticked box sends "on").
const fromForm = (fields: URLSearchParams) => ({
  ...Object.fromEntries(["name", "email", "phone", "message", "website"].map((name) => [name, fields.get(name) ?? ""])),
  privacy: fields.get("privacy") === "on",
});

// JSON from the page's script; a plain form post lands on /contact/sent, which says what happened.
export const POST = route(async (request) => {
  try {
    const { input, ip } = await readPublicPost(request, "contact", contactSchema, { email: (i) => i.email, form: fromForm });
    if (!input.website) await saveContactMessage(input, ip);
  } catch (error) {
    if (!isNavigation(request)) throw error;
    const problem = formProblem(errorAnswer(error).status);
    return redirectTo(`${CONTACT_ANSWER_PATH}?problem=${Object.hasOwn(CONTACT_ANSWER.problems, problem) ? problem : "failed"}`);
  }
  return isNavigation(request) ? redirectTo(CONTACT_ANSWER_PATH) : json({ message: CONTACT_SUCCESS_MESSAGE }, 201);
});
