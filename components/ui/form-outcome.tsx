import type { Ref } from "react";
import { Button } from "./button";

/** What a form says after sending: success as a status, failure as an alert in red. */
export type FormOutcome = { kind: "success" | "error"; text: string } | null;

/**
 * The outcome line a form moves focus to once it has sent (booking, quick apply): it stands alone
 * when the form has done its work and is no longer shown.
 */
export function OutcomeLine({ outcome, ref }: { outcome: FormOutcome; ref: Ref<HTMLParagraphElement> }) {
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={outcome?.kind === "error" ? "alert" : "status"}
      className={outcome?.kind === "error" ? "text-danger" : "font-semibold text-success"}
    >
      {outcome?.text}
    </p>
  );
}

type Props = { busy: boolean; label: string; busyLabel: string; outcome: FormOutcome };

/** The submit button (disabled and relabelled while sending) and the outcome line under it. */
export function SubmitWithOutcome({ busy, label, busyLabel, outcome }: Props) {
  return (
    <>
      <Button type="submit" disabled={busy} size="lg">
        {busy ? busyLabel : label}
      </Button>
      <p
        role={outcome?.kind === "error" ? "alert" : "status"}
        className={outcome?.kind === "error" ? "text-danger" : "text-success"}
      >
        {outcome?.text}
      </p>
    </>
  );
}
