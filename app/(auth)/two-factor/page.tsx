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
import { pendingEnrolment, secondFactorState } from "@/lib/features/auth/two-factor";
import { TWO_FACTOR_COPY as copy } from "@/lib/content/two-factor";

export const metadata: Metadata = { title: copy.title, robots: { index: false } };

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
  const enrolment = (await secondFactorState(user.id)) === "enrol" ? await pendingEnrolment(user.id, user.email) : null;
  return (
    <AuthShell title={copy.title} intro={enrolment ? copy.enrolIntro : copy.verifyIntro}>
      {enrolment && <TwoFactorEnrolment qrDataUrl={enrolment.qrDataUrl} secretKey={enrolment.key} />}
      <TwoFactorForm next={next} allowRecovery={!enrolment} />
    </AuthShell>
  );
}
