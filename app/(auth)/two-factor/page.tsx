import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { nextParam, type AuthSearchParams } from "@/components/auth/login-screen";
import { AuthShell } from "@/components/auth/auth-shell";
import { TwoFactorEnrolment } from "@/components/auth/two-factor-enrolment";
import { TwoFactorForm } from "@/components/auth/two-factor-form";
import { LINK_CLASS } from "@/components/auth/use-auth-post";
import { currentUser } from "@/lib/features/auth/session";
import { safeReturnPath } from "@/lib/features/auth/return-path";
import { secondFactorState } from "@/lib/features/auth/two-factor";
import { TWO_FACTOR_COPY as copy } from "@/lib/content/two-factor";

export const metadata: Metadata = { title: copy.title };

export default async function TwoFactorPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const next = safeReturnPath(await nextParam(searchParams), "/admin");
  const user = await currentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(next)}`);
  if (!user.needsSecondFactor) {
    return (
      <AuthShell title={copy.title}>
        <p>{copy.notNeeded}</p>
        <Link href={next} className={LINK_CLASS}>
          {copy.continue}
        </Link>
      </AuthShell>
    );
  }
  // Enrolling shows no key here: it comes only in the answer to the mailed code (TwoFactorEnrolment).
  const enrolling = (await secondFactorState(user.id)) === "enrol";
  return (
    <AuthShell title={copy.title} intro={enrolling ? copy.enrolIntro : copy.verifyIntro}>
      {enrolling ? <TwoFactorEnrolment next={next} /> : <TwoFactorForm next={next} allowRecovery />}
    </AuthShell>
  );
}
