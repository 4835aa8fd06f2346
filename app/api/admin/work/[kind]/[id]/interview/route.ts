import { handler, reply } from "@/lib/core/handler";
import { workParams } from "@/lib/features/admin/work-actions";
import { operator } from "@/lib/features/auth/access";
import { interviewInviteBody, inviteFailedPage, inviteFromRecord } from "@/lib/features/booking/interview-requests";

// "Invite to interview" from an application's record (the form works without JavaScript).
export const POST = handler(
  { access: operator, params: workParams, body: interviewInviteBody, back: inviteFailedPage },
  async ({ request, user, params: { kind, id }, input }) =>
    reply(request, await inviteFromRecord(user, kind, id, input)),
);
