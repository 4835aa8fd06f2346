/** What a form says after sending: success as a status, failure as an alert in red. */
export type FormOutcome = { kind: "success" | "error"; text: string } | null;

type Props = { busy: boolean; label: string; busyLabel: string; outcome: FormOutcome };

/** The submit button (disabled and relabelled while sending) and the outcome line under it. */
export function SubmitWithOutcome({ busy, label, busyLabel, outcome }: Props) {
  return (
    <>
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-primary px-5 py-3 font-semibold text-primary-foreground hover:opacity-90 disabled:opacity-60"
      >
        {busy ? busyLabel : label}
      </button>
      <p role={outcome?.kind === "error" ? "alert" : "status"} className={outcome?.kind === "error" ? "text-danger" : "text-success"}>
        {outcome?.text}
      </p>
    </>
  );
}
