import { answer, handler } from "@/lib/core/handler";
import { saveContactMessage } from "@/lib/features/contact/contact";
import { CONTACT_ANSWER, CONTACT_ANSWER_PATH } from "@/lib/content/contact";
import { contactSchema, CONTACT_SUCCESS_MESSAGE } from "@/lib/validation/contact";

const FIELDS = ["name", "email", "phone", "message", "website"] as const;

// JSON from the page's script; a plain form post (a ticked box sends "on") lands on /contact/sent, which says what happened.
export const POST = handler(
  {
    limit: { scope: "contact", email: (input) => input.email },
    body: {
      schema: contactSchema,
      form: (fields) => ({
        ...Object.fromEntries(FIELDS.map((name) => [name, fields.get(name) ?? ""])),
        privacy: fields.get("privacy") === "on",
      }),
    },
    back: (problem) =>
      `${CONTACT_ANSWER_PATH}?problem=${Object.hasOwn(CONTACT_ANSWER.problems, problem) ? problem : "failed"}`,
  },
  async ({ request, input, ip }) => {
    if (!input.website) await saveContactMessage(input, ip);
    return answer(request, CONTACT_ANSWER_PATH, { message: CONTACT_SUCCESS_MESSAGE }, 201);
  },
);
