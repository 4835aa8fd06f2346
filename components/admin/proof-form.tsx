"use client";

// The editor of a case study, client logo or team member, drawn from its kind's fields in
// lib/content/admin-proof.ts. Without JavaScript it is a plain multipart form and the server
// answers with a redirect to the entry's page. With it, the same form is sent with upload
// progress, field errors appear beside their fields (the first one focused), and a new entry's
// page is opened once it is created.
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { useFormSend } from "@/components/ui/use-form-send";
import { chosenFile } from "@/lib/client/chosen-file";
import { ADMIN_PROOF, type ProofFieldSpec } from "@/lib/content/admin-proof";
import type { ProofKind } from "@/lib/content/proof";
import { BLOG_IMAGE_TYPES, imageProblem } from "@/lib/validation/blog";
import { PROOF_IMAGE_FIELD } from "@/lib/validation/proof";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/control-class";
import { Field as KitField } from "@/components/ui/field";
import { FormField } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";
import { UploadForm } from "@/components/ui/upload-form";
import { OutcomeLine } from "@/components/ui/form-outcome";

type Values = Record<string, string | boolean>;
type Props = {
  kind: ProofKind;
  action: string;
  values: Values;
  image: { src: string; width: number; height: number } | null;
  creating: boolean;
};

const idOf = (name: string) => `proof-${name.replace(/\./g, "-")}`;
/** The hint and the error of a field, for its aria-describedby. */
const describedBy = (id: string, hint: boolean, error: boolean) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-danger">
      {error}
    </p>
  ) : null;
}

function Field({
  field,
  value,
  error,
}: {
  field: ProofFieldSpec;
  value: string | boolean | undefined;
  error?: string;
}) {
  const id = idOf(field.name);
  const common = {
    id,
    name: field.name,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, Boolean(field.hint), Boolean(error)),
  };
  if (field.kind === "checkbox") {
    return (
      <div>
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" {...common} defaultChecked={value === true} className="h-4 w-4" />
          {field.label}
        </label>
        <FieldError id={id} error={error} />
      </div>
    );
  }
  const shared = {
    id,
    name: field.name,
    label: field.label,
    hint: field.hint,
    error,
    required: field.required,
    defaultValue: typeof value === "string" ? value : "",
  };
  return field.kind === "select" ? (
    <SelectField {...shared} options={field.options ?? []} />
  ) : field.kind === "textarea" ? (
    <KitField id={id} label={field.label} hint={field.hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          name={field.name}
          required={field.required}
          defaultValue={shared.defaultValue}
          rows={field.rows ?? 4}
          maxLength={field.max}
          className={controlClass}
        />
      )}
    </KitField>
  ) : (
    <FormField {...shared} type={field.kind} maxLength={field.max} />
  );
}

export function ProofForm({ kind, action, values, image, creating }: Props) {
  const router = useRouter();
  const copy = ADMIN_PROOF.kinds[kind];
  const { formRef, outcomeRef, errors, outcome, busy, progress, send, show, fail } = useFormSend({
    fixFields: ADMIN_PROOF.fixFields,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const file = chosenFile(body, PROOF_IMAGE_FIELD);
    const problem = file ? imageProblem(file) : null;
    if (problem) return show({ kind: "error", text: ADMIN_PROOF.fixFields }, { [PROOF_IMAGE_FIELD]: problem });
    const result = await send(action, body, { progress: true });
    if (!result.ok) {
      // A file the server refused (its bytes, its size) is the image field's problem.
      if (result.status === 413 || result.status === 415)
        return show({ kind: "error", text: ADMIN_PROOF.fixFields }, { [PROOF_IMAGE_FIELD]: result.error });
      return fail(result);
    }
    if (creating && result.data.location) return router.push(result.data.location);
    const chosen = form.elements.namedItem(PROOF_IMAGE_FIELD);
    if (chosen instanceof HTMLInputElement) chosen.value = "";
    show({ kind: "success", text: result.data.message ?? ADMIN_PROOF.notices.saved });
    router.refresh();
  }

  const imageId = idOf(PROOF_IMAGE_FIELD);
  const imageError = errors[PROOF_IMAGE_FIELD];
  return (
    <UploadForm ref={formRef} action={action} onSubmit={submit} aria-busy={busy} className="max-w-3xl space-y-6">
      {copy.groups.map((group, index) => (
        <fieldset
          key={group.legend}
          aria-describedby={group.hint ? `proof-group-${index}-hint` : undefined}
          className="space-y-4 rounded-lg border border-border p-5"
        >
          <legend className="px-1 text-xl font-bold">{group.legend}</legend>
          {group.hint && (
            <p id={`proof-group-${index}-hint`} className="text-sm text-muted-foreground">
              {group.hint}
            </p>
          )}
          {group.fields.map((field) => (
            <Field key={field.name} field={field} value={values[field.name]} error={errors[field.name]} />
          ))}
        </fieldset>
      ))}
      <div className="rounded-lg border border-border p-5">
        {image && (
          <figure className="mb-4">
            {/* eslint-disable-next-line @next/next/no-img-element -- the operator's preview of the stored image */}
            <img
              src={image.src}
              alt=""
              width={image.width}
              height={image.height}
              className="h-32 w-auto rounded border border-border object-contain"
            />
            <figcaption className="mt-1 text-sm text-muted-foreground">{copy.image.current}</figcaption>
          </figure>
        )}
        <label htmlFor={imageId} className="block font-medium">
          {copy.image.label}
        </label>
        <p id={`${imageId}-hint`} className="text-sm text-muted-foreground">
          {image ? copy.image.replaceHint : copy.image.hint}
        </p>
        <input
          id={imageId}
          name={PROOF_IMAGE_FIELD}
          type="file"
          accept={BLOG_IMAGE_TYPES.join(",")}
          aria-invalid={imageError ? true : undefined}
          aria-describedby={describedBy(imageId, true, Boolean(imageError))}
          className="mt-2 block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-4 file:py-2 file:font-semibold file:text-primary-foreground"
        />
        <FieldError id={imageId} error={imageError} />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={busy} size="lg">
          {busy ? ADMIN_PROOF.saving : creating ? ADMIN_PROOF.create : ADMIN_PROOF.save}
        </Button>
        {busy && <progress aria-label={copy.image.label} max={1} value={progress ?? 0} className="w-40" />}
      </div>
      <OutcomeLine ref={outcomeRef} outcome={outcome} />
    </UploadForm>
  );
}
