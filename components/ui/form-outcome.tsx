import type { Ref } from "react";
import { LightButton } from "./light-button";

/** What a form says after sending: success as a status, failure as an alert in red. */
export type FormOutcome = { kind: "success" | "error"; text: string } | null;

type LineProps = {
  outcome: FormOutcome;
  /** Where a form moves focus once it has sent; the line is then focusable by script. */
  ref?: Ref<HTMLParagraphElement>;
  /** Success in plain weight, as under a submit button; bold where the line stands on its own. */
  plain?: boolean;
};

/**
 * The outcome line of a form: the one a form moves focus to once it has sent (booking, quick apply,
 * the writers), which stands alone when the form has done its work and is no longer shown.
 */
export function OutcomeLine({ outcome, ref, plain }: LineProps) {
  const failed = outcome?.kind === "error";
  return (
    <p
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role={failed ? "alert" : "status"}
      className={failed ? "text-danger" : plain ? "text-success" : "font-semibold text-success"}
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
      <LightButton type="submit" disabled={busy} size="lg">
        {busy ? busyLabel : label}
      </LightButton>
      <OutcomeLine outcome={outcome} plain />
    </>
  );
}
