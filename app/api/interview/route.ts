import { handler, reply } from "@/lib/core/handler";
import { localeOf } from "@/lib/features/booking/requests";
import { bookFailedPage, bookFromInvite, interviewBookingBody } from "@/lib/features/booking/interview-requests";

// The candidate books their interview from the invitation's page; a page's form goes back to it.
export const POST = handler(
  { limit: { scope: "interview" }, body: interviewBookingBody, back: bookFailedPage },
  async ({ request, input }) => reply(request, await bookFromInvite(input, localeOf(request))),
);
