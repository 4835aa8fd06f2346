import { Link } from "@/components/ui/link";
import { currentUser } from "@/lib/features/auth/session";
import { googleClientId } from "@/lib/features/auth/google";
import { safeReturnPath } from "@/lib/features/auth/return-path";
import { AUTH_COPY, LOGIN_SLIDES } from "@/lib/content/auth";
import { AuthShell } from "./auth-shell";
import { AuthFormProblem } from "./form-problem";
import { LoginForm } from "./login-form";
import { LogoutButton } from "./logout-button";
import { LINK_CLASS } from "./use-auth-post";

const copy = AUTH_COPY.login;

/** /login and /google-login: the form, or who is logged in with a Log out button. */
export async function LoginScreen({
  title,
  next,
  problem,
  withSlides,
}: {
  title: string;
  next?: string;
  problem?: string;
  withSlides: boolean;
}) {
  const user = await currentUser();
  const slides = withSlides ? { label: copy.slideshow, items: LOGIN_SLIDES } : undefined;
  if (user) {
    return (
      <AuthShell title={title} slides={slides}>
        <div className="space-y-4">
          <p>
            {copy.signedInAs} <strong>{user.email}</strong>.
          </p>
          <LogoutButton />
          <p className="text-center">
            <Link href={safeReturnPath(next)} className={LINK_CLASS}>
              {copy.continue}
            </Link>
          </p>
        </div>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={title} intro={copy.intro} slides={slides}>
      <AuthFormProblem value={problem} />
      <LoginForm googleClientId={googleClientId() || undefined} next={next} />
    </AuthShell>
  );
}

export type AuthSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One parameter of the address, when it is given once. */
export async function oneParam(searchParams: AuthSearchParams, name: string): Promise<string | undefined> {
  const value = (await searchParams)[name];
  return typeof value === "string" ? value : undefined;
}

export const nextParam = (searchParams: AuthSearchParams) => oneParam(searchParams, "next");
