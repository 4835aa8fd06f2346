import { handler, reply } from "@/lib/core/handler";
import { confirmCall, confirmFailedPage, localeOf, manageBody } from "@/lib/features/booking/requests";

// The mailed link's button: the held time becomes the booked call; a page goes on to its manage page.
export const POST = handler(
  { limit: { scope: "booking-confirm" }, body: manageBody, back: confirmFailedPage },
  async ({ request, input }) => reply(request, await confirmCall(input.token, localeOf(request))),
);
