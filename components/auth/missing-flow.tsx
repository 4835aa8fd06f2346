import { Link } from "@/components/ui/link";
import { AUTH_COPY } from "@/lib/content/auth";
import { LINK_CLASS } from "./use-auth-post";

/** Shown when a screen is opened without the e-mail the previous screen hands over. */
export function MissingFlow() {
  return (
    <div className="space-y-4">
      <p>{AUTH_COPY.verify.missingEmail}</p>
      <p className="flex gap-4">
        <Link href="/signup" className={LINK_CLASS}>
          Sign Up
        </Link>
        <Link href="/forgot-password" className={LINK_CLASS}>
          Forgot Password
        </Link>
      </p>
    </div>
  );
}
