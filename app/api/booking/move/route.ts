import { handler, reply } from "@/lib/core/handler";
import { changeCall, changeFailedPage, localeOf, manageBody } from "@/lib/features/booking/requests";

// The manage page's move: a page goes back to it with the latest link, a script gets the answer.
export const POST = handler(
  { limit: { scope: "booking-manage" }, body: manageBody, back: changeFailedPage },
  async ({ request, input }) => reply(request, await changeCall("move", input, localeOf(request))),
);
