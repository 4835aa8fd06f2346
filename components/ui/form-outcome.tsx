import { Button } from "./button";

/** What a form says after sending: success as a status, failure as an alert in red. */
export type FormOutcome = { kind: "success" | "error"; text: string } | null;

type Props = { busy: boolean; label: string; busyLabel: string; outcome: FormOutcome };

/** The submit button (disabled and relabelled while sending) and the outcome line under it. */
export function SubmitWithOutcome({ busy, label, busyLabel, outcome }: Props) {
  return (
    <>
      <Button type="submit" disabled={busy} size="lg">
        {busy ? busyLabel : label}
      </Button>
      <p role={outcome?.kind === "error" ? "alert" : "status"} className={outcome?.kind === "error" ? "text-danger" : "text-success"}>
        {outcome?.text}
      </p>
    </>
  );
}
