"use client";

import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { safeReturnPath } from "@/lib/features/auth/return-path";
import { AUTH_COPY } from "@/lib/content/auth";
import { reloadAccount } from "@/lib/client/account";
import { firstIssueMessage, loginSchema } from "@/lib/validation/auth";
import { writeFlow } from "./flow-state";
import { GoogleButton } from "./google-button";
import { showProblem } from "./notify";
import { SwitchLink } from "./switch-link";
import { LINK_CLASS, useAuthPost } from "./use-auth-post";
import { WelcomeDialog } from "./welcome-dialog";

const copy = AUTH_COPY.login;

type Props = { googleClientId?: string; next?: string };

export function LoginForm({ googleClientId, next }: Props) {
  const router = useRouter();
  const { busy, send } = useAuthPost();
  const [welcome, setWelcome] = useState<{ name: string | null; email: string } | null>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") };
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) return showProblem(firstIssueMessage(parsed.error));
    const result = await send("/api/auth/login", values);
    // The dialog greets the account by the name given at sign-up, read with the new session.
    if (result.ok) return setWelcome({ name: (await reloadAccount())?.name ?? null, email: parsed.data.email });
    if (result.status === 403) {
      writeFlow({ email: parsed.data.email });
      router.push("/verify-email");
    }
  }

  return (
    <div className="space-y-6">
      {googleClientId && (
        <>
          <GoogleButton clientId={googleClientId} next={safeReturnPath(next, "/home")} />
          <p className="text-center text-sm uppercase text-muted-foreground">{copy.or}</p>
        </>
      )}
      <form
        method="post"
        action={next ? `/api/auth/login?next=${encodeURIComponent(next)}` : "/api/auth/login"}
        onSubmit={onSubmit}
        noValidate
        className="space-y-4"
      >
        <FormField label="Email" name="email" type="email" autoComplete="email" />
        <FormField label="Password" name="password" type="password" autoComplete="current-password" />
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {copy.submit}
        </Button>
      </form>
      <div className="flex flex-wrap justify-between gap-3">
        <Link href="/forgot-password" className={LINK_CLASS}>
          {copy.forgot}
        </Link>
        <SwitchLink question={copy.noAccount} href="/signup" label={copy.register} />
      </div>
      {welcome && (
        <WelcomeDialog
          name={welcome.name}
          email={welcome.email}
          onProceed={() => window.location.assign(safeReturnPath(next))}
        />
      )}
    </div>
  );
}
