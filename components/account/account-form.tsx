"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { SubmitWithOutcome, type FormOutcome } from "@/components/ui/form-outcome";
import { postJson } from "@/lib/client/post-json";
import { ACCOUNT_PAGE } from "@/lib/content/account";
import { ScriptForm } from "@/components/ui/script-form";

export type AccountField = { name: string; label: string; type?: "text" | "password"; autoComplete: string; defaultValue?: string; inputMode?: "numeric" };

type Props = {
  title: string;
  intro?: ReactNode;
  fields: AccountField[];
  submit: string;
  endpoint: string;
  onSuccess?: (values: Record<string, string>) => void;
};

/** One section of the account page: a titled form that posts JSON and says how it went. */
export function AccountForm({ title, intro, fields, submit, endpoint, onSuccess }: Props) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const headingId = `${endpoint.replace(/\W/g, "-")}-title`;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(fields.map((field) => [field.name, String(new FormData(form).get(field.name) ?? "")]));
    setBusy(true);
    setOutcome(null);
    const result = await postJson<{ message: string }>(endpoint, values);
    setBusy(false);
    if (!result.ok) {
      setErrors(Object.fromEntries((result.errors ?? []).map((error) => [error.field, error.msg])));
      return setOutcome({ kind: "error", text: result.error || ACCOUNT_PAGE.failed });
    }
    setErrors({});
    fields.filter((field) => field.type === "password").forEach((field) => ((form.elements.namedItem(field.name) as HTMLInputElement).value = ""));
    setOutcome({ kind: "success", text: result.data.message });
    onSuccess?.(values);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border p-6">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {intro && <div className="mt-2 text-muted-foreground">{intro}</div>}
      <ScriptForm onSubmit={send} noValidate className="mt-4 space-y-4">
        {fields.map((field) => (
          <FormField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type ?? "text"}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            defaultValue={field.defaultValue}
            error={errors[field.name]}
          />
        ))}
        <SubmitWithOutcome busy={busy} label={submit} busyLabel={ACCOUNT_PAGE.working} outcome={outcome} />
      </ScriptForm>
    </section>
  );
}
