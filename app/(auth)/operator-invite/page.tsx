import { Button } from "@/components/ui/button";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { AuthShell } from "@/components/auth/auth-shell";
import { LINK_CLASS } from "@/components/auth/use-auth-post";
import { currentUser } from "@/lib/features/auth/session";
import { inviteFromToken } from "@/lib/features/operators";
import { INVITE_COPY as copy, OPERATORS_MESSAGES } from "@/lib/content/operators";

export const metadata: Metadata = { title: copy.title };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

// The invitation link's page: log in (or sign up) with the invited address, then accept.
export default async function OperatorInvitePage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const invite = token ? await inviteFromToken(token) : null;
  if (!invite) {
    return (
      <AuthShell title={copy.title}>
        <p>{OPERATORS_MESSAGES.inviteInvalid}</p>
      </AuthShell>
    );
  }
  const user = await currentUser();
  const back = encodeURIComponent(`/operator-invite?token=${token}`);
  return (
    <AuthShell title={copy.title} intro={copy.intro(invite.invitedByEmail)}>
      {!user && (
        <div className="space-y-4">
          <p>{copy.logInFirst}</p>
          <p className="flex gap-6">
            <Link href={`/login?next=${back}`} className={LINK_CLASS}>
              {copy.logIn}
            </Link>
            <Link href="/signup" className={LINK_CLASS}>
              {copy.signUp}
            </Link>
          </p>
        </div>
      )}
      {user && user.email !== invite.email && <p>{copy.wrongAccount(user.email)}</p>}
      {user && user.email === invite.email && (
        <form method="post" action="/api/operator-invite">
          <input type="hidden" name="token" value={token} />
          <Button type="submit" size="lg" className="w-full">
            {copy.accept}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
