import { CONFIRM_FACTOR_COPY as copy, CONFIRM_FACTOR_MESSAGES } from "@/lib/content/confirm-factor";
import { Button } from "@/components/ui/button";
import { Labelled } from "@/components/ui/labelled";

const field = "mt-1 block w-full max-w-xs rounded-md border border-border bg-background px-3 py-2";

/**
 * Asks for a current authenticator or recovery code, then goes back to `returnTo`. A plain form:
 * it works from the keyboard and before any script has loaded.
 */
export function ConfirmFactorForm({
  returnTo,
  error,
  page = false,
}: {
  returnTo: string;
  error?: "wrong" | "wait";
  page?: boolean;
}) {
  const Heading = page ? "h1" : "h2";
  return (
    <section aria-labelledby="confirm-factor-heading" className="space-y-3 rounded-lg border-2 border-primary p-4">
      <Heading id="confirm-factor-heading" className={page ? "text-3xl font-bold" : "text-2xl font-bold"}>
        {copy.title}
      </Heading>
      <p>{copy.intro}</p>
      {error && (
        <p role="alert" className="font-semibold text-danger">
          {CONFIRM_FACTOR_MESSAGES[error]}
        </p>
      )}
      <form method="post" action="/api/admin/confirm" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="next" value={returnTo} />
        <Labelled id="confirm-factor-code" label={copy.label} hint={copy.hint} hintId="confirm-factor-hint">
          <input
            id="confirm-factor-code"
            name="code"
            required
            maxLength={40}
            autoComplete="one-time-code"
            aria-describedby="confirm-factor-hint"
            aria-invalid={error ? true : undefined}
            className={field}
          />
        </Labelled>
        <Button type="submit">{copy.submit}</Button>
      </form>
    </section>
  );
}

/** On a page with sensitive actions: the confirmation step while the session's last check is too old. */
export function RecentFactorGate({ recent, returnTo }: { recent: boolean; returnTo: string }) {
  return recent ? null : <ConfirmFactorForm returnTo={returnTo} />;
}
