import { handler, reply } from "@/lib/core/handler";
import { bookCall, bookingBody, bookingFailedPage, localeOf } from "@/lib/features/booking/requests";

// Holds the visitor's slot until the mailed link confirms it; a page's form goes back to /book-a-call,
// which says what happened.
export const POST = handler(
  { limit: { scope: "booking" }, body: bookingBody, back: bookingFailedPage },
  async ({ request, input, ip }) => reply(request, await bookCall(input, ip, localeOf(request))),
);
