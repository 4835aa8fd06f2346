import { PROFILE_PATH, PROFILE_TEXT } from "@/lib/content/profile";
import { answer, handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { user } from "@/lib/features/auth/access";
import { backToProfile, PROFILE_SCOPE, profilePrefill, saveProfile } from "@/lib/features/profile/profile";

// The signed-in applicant's profile: read by the forms that prefill from it, saved from /account/profile
// (a script gets JSON; a form sent without JavaScript lands back on the page with ?saved=1).
export const GET = handler({ access: user }, async ({ user }) =>
  json({ profile: await profilePrefill(user.id) }, 200, { "Cache-Control": "private, no-store" }),
);

export const POST = handler(
  { access: user, limit: { scope: PROFILE_SCOPE }, back: backToProfile },
  async ({ request, user }) => {
    await saveProfile(user, request);
    return answer(request, `${PROFILE_PATH}?saved=1`, { message: PROFILE_TEXT.saved });
  },
);
