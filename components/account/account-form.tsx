"use client";

import type { FormEvent, ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { SubmitWithOutcome } from "@/components/ui/form-outcome";
import { useFormSend } from "@/components/ui/use-form-send";
import { ACCOUNT_PAGE } from "@/lib/content/account";
import { ScriptForm } from "@/components/ui/script-form";

export type AccountField = {
  name: string;
  label: string;
  type?: "text" | "password";
  autoComplete: string;
  defaultValue?: string;
  inputMode?: "numeric";
};

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
  const { send: post, busy, outcome, errors, show, fail } = useFormSend();
  const headingId = `${endpoint.replace(/\W/g, "-")}-title`;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(
      fields.map((field) => [field.name, String(new FormData(form).get(field.name) ?? "")]),
    );
    const result = await post<{ message: string }>(endpoint, values);
    if (!result.ok) return fail(result, result.error || ACCOUNT_PAGE.failed);
    fields
      .filter((field) => field.type === "password")
      .forEach((field) => ((form.elements.namedItem(field.name) as HTMLInputElement).value = ""));
    show({ kind: "success", text: result.data.message });
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
