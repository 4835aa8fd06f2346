import { saveContactMessage } from "@/lib/features/contact/contact";
import { json, route } from "@/lib/core/http";
import { readPublicPost } from "@/lib/core/public-post";
import { contactSchema, CONTACT_SUCCESS_MESSAGE } from "@/lib/validation/contact";

export const POST = route(async (request) => {
  const { input, ip } = await readPublicPost(request, "contact", contactSchema, { email: (i) => i.email });
  if (!input.website) await saveContactMessage(input, ip);
  return json({ message: CONTACT_SUCCESS_MESSAGE }, 201);
});
