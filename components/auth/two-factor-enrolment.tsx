"use client";

import { Button } from "@/components/ui/button";
import { useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { TWO_FACTOR_COPY as copy, TWO_FACTOR_MESSAGES } from "@/lib/content/two-factor";
import { firstIssueMessage } from "@/lib/validation/auth";
import { enrolCodeSchema } from "@/lib/validation/two-factor";
import { showProblem } from "./notify";
import { TwoFactorForm } from "./two-factor-form";
import { LINK_CLASS, useAuthPost } from "./use-auth-post";
import { ScriptForm } from "@/components/ui/script-form";

type Key = { key: string; qrDataUrl: string };

/** The QR code (a data URL made on the server) and the same key as text, grouped for reading. */
function EnrolmentKey({ qrDataUrl, secretKey }: { qrDataUrl: string; secretKey: string }) {
  return (
    <div className="mb-6 space-y-3">
      <p>{copy.scanIntro}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made per request: nothing for next/image to optimise */}
      <img src={qrDataUrl} alt={copy.qrAlt} width={240} height={240} className="mx-auto rounded bg-white" />
      <p className="text-sm font-medium" id="totp-key-label">
        {copy.keyLabel}
      </p>
      <code
        id="totp-key"
        aria-labelledby="totp-key-label"
        data-key={secretKey}
        className="block break-all rounded bg-muted p-2 text-center font-mono"
      >
        {secretKey.match(/.{1,4}/g)?.join(" ")}
      </code>
    </div>
  );
}

/**
 * Enrolment in three steps: a code is mailed to the account's address, it comes back, and only
 * then is a fresh key shown (from that answer, never again), confirmed by the app's first code.
 */
export function TwoFactorEnrolment({ next }: { next: string }) {
  const { busy, send } = useAuthPost();
  const [mailed, setMailed] = useState(false);
  const [shown, setShown] = useState<Key | null>(null);

  async function mailCode() {
    const result = await send("/api/auth/two-factor/mail-code", {});
    if (!result.ok) return;
    setShown(null);
    setMailed(true);
  }

  async function showKey(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = enrolCodeSchema.safeParse({
      code: String(new FormData(event.currentTarget).get("code") ?? "").trim(),
    });
    if (!parsed.success) return showProblem(firstIssueMessage(parsed.error));
    const result = await send<Key>("/api/auth/two-factor/enrol", parsed.data);
    if (result.ok) setShown(result.data);
  }

  const resend = (
    <Button type="button" onClick={mailCode} disabled={busy} variant="link" className={LINK_CLASS}>
      {copy.resendCode}
    </Button>
  );

  if (shown) {
    return (
      <div className="space-y-4">
        <EnrolmentKey qrDataUrl={shown.qrDataUrl} secretKey={shown.key} />
        <TwoFactorForm next={next} allowRecovery={false} />
        <p className="text-center">{resend}</p>
      </div>
    );
  }
  if (!mailed) {
    return (
      <Button type="button" size="lg" onClick={mailCode} disabled={busy} className="w-full">
        {copy.sendCode}
      </Button>
    );
  }
  return (
    <ScriptForm onSubmit={showKey} noValidate className="space-y-4">
      <p role="status">{TWO_FACTOR_MESSAGES.codeSent}</p>
      <FormField
        label={copy.mailCodeLabel}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {copy.showKey}
      </Button>
      <p className="text-center">{resend}</p>
    </ScriptForm>
  );
}
