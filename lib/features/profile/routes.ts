// GET and POST /api/account/profile, POST /api/account/profile/delete. A script gets JSON; a form
// sent without JavaScript gets a 303 back to /account/profile, which shows the answer
// (?saved=1, ?deleted=1 or ?profile-error=<problem>).
import "server-only";
import { PROFILE_PATH, PROFILE_TEXT } from "../../content/profile";
import { errorAnswer, formProblem, isNavigation, json, redirectTo, route } from "../../core/http";
import { guardPublicPost } from "../../core/public-post";
import { requireUserApi } from "../auth";
import { deleteProfile, findProfile, prefillOf, PROFILE_SCOPE, saveProfile } from "./profile";

/** A form's handler: JSON for the page's script, else a redirect to the profile page with the answer. */
function formRoute(action: (request: Request) => Promise<unknown>, message: string, done: string) {
  return route(async (request) => {
    if (!isNavigation(request)) {
      await action(request);
      return json({ message });
    }
    try {
      await action(request);
      return redirectTo(`${PROFILE_PATH}?${done}=1`);
    } catch (error) {
      const { status } = errorAnswer(error);
      // Signed out meanwhile: the profile page itself sends the visitor to log in.
      return redirectTo(status === 401 ? PROFILE_PATH : `${PROFILE_PATH}?profile-error=${formProblem(status)}`);
    }
  });
}

async function removeProfile(request: Request): Promise<void> {
  await guardPublicPost(request, PROFILE_SCOPE);
  await deleteProfile(await requireUserApi(request));
}

export const profileRoutes = {
  /** The signed-in applicant's profile as the forms prefill it (never the resume's key). */
  GET: route(async (request) => {
    const user = await requireUserApi(request);
    const profile = await findProfile(user.id);
    return json({ profile: profile ? prefillOf(profile) : null }, 200, { "Cache-Control": "private, no-store" });
  }),
  POST: formRoute(saveProfile, PROFILE_TEXT.saved, "saved"),
  DELETE: formRoute(removeProfile, PROFILE_TEXT.deleted, "deleted"),
};
