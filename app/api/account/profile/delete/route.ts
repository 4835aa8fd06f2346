import { PROFILE_PATH, PROFILE_TEXT } from "@/lib/content/profile";
import { answer, handler } from "@/lib/core/handler";
import { user } from "@/lib/features/auth/access";
import { backToProfile, deleteProfile, PROFILE_SCOPE } from "@/lib/features/profile/profile";

// A form post (pages without JavaScript cannot send DELETE), so it is a POST of its own path.
export const POST = handler(
  { access: user, limit: { scope: PROFILE_SCOPE }, back: backToProfile },
  async ({ request, user }) => {
    await deleteProfile(user);
    return answer(request, `${PROFILE_PATH}?deleted=1`, { message: PROFILE_TEXT.deleted });
  },
);
