import { ProfileForm } from "@/components/account/profile-form";
import { PageHero } from "@/components/ui/page-hero";
import {
  PROFILE_ANSWERS,
  PROFILE_DELETE_API,
  PROFILE_META,
  PROFILE_PATH,
  PROFILE_TEXT,
  type ProfileProblem,
} from "@/lib/content/profile";
import { requireUserPage } from "@/lib/features/auth/session";
import { findProfile, prefillOf } from "@/lib/features/profile";
import { Button } from "@/components/ui/button";

export const metadata = PROFILE_META;

type Props = { searchParams: Promise<{ saved?: string; deleted?: string; "profile-error"?: string }> };

/** The answer to a form sent without JavaScript (app/api/account/profile/route.ts). */
function answerOf(query: Awaited<Props["searchParams"]>) {
  if (query.saved === "1") return { kind: "success" as const, text: PROFILE_TEXT.saved };
  if (query.deleted === "1") return { kind: "success" as const, text: PROFILE_TEXT.deleted };
  const problem = query["profile-error"];
  if (problem && problem in PROFILE_ANSWERS)
    return { kind: "error" as const, text: PROFILE_ANSWERS[problem as ProfileProblem] };
  return null;
}

export default async function ProfilePage({ searchParams }: Props) {
  const user = await requireUserPage(PROFILE_PATH);
  const [profile, query] = await Promise.all([findProfile(user.id), searchParams]);
  const prefill = profile ? prefillOf(profile) : null;
  // A first visit starts from the account's name.
  const [first = "", ...rest] = user.name.split(" ");
  const { resumeName = null, ...values } = prefill ?? { firstName: first, lastName: rest.join(" ") };
  return (
    <>
      <PageHero title={PROFILE_TEXT.title} text={PROFILE_TEXT.intro} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12">
        <section aria-label={PROFILE_TEXT.title} className="rounded-lg border border-border p-6">
          <ProfileForm values={values} resumeName={resumeName} answer={answerOf(query)} />
        </section>
        {profile && (
          <section aria-labelledby="profile-delete-title" className="rounded-lg border border-border p-6">
            <h2 id="profile-delete-title" className="text-xl font-bold">
              {PROFILE_TEXT.deleteTitle}
            </h2>
            <p className="mt-2 text-muted-foreground">{PROFILE_TEXT.deleteIntro}</p>
            <form method="post" action={PROFILE_DELETE_API} className="mt-4">
              <Button type="submit" variant="danger" size="lg">
                {PROFILE_TEXT.delete}
              </Button>
            </form>
          </section>
        )}
      </div>
    </>
  );
}
