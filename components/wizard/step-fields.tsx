"use client";

import type { FieldErrors, FieldValues, UseFormRegister } from "react-hook-form";
import type { FieldSpec } from "@/lib/content/wizard/types";
import { LightSelectField } from "@/components/ui/light-select-field";
import { controlClass } from "@/components/ui/control-class";

type Props = {
  fields: FieldSpec[];
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors<FieldValues>;
  values: Record<string, unknown>;
};

/** Renders one wizard step's fields from data, each labelled, with its error tied to it. */
export function StepFields({ fields, register, errors, values }: Props) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {fields
        .filter((field) => !field.showWhen || values[field.showWhen.field] === field.showWhen.value)
        .map((field) => {
          const id = `field-${field.name}`;
          const error = errors[field.name]?.message;
          const describedBy =
            [error ? `${id}-error` : "", field.hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
          const common = {
            id,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy,
            ...register(field.name),
          };
          const wide = field.kind === "textarea" || field.kind === "radio";
          if (field.kind === "select") {
            return (
              <LightSelectField
                key={field.name}
                id={id}
                label={field.label}
                hint={field.hint}
                error={typeof error === "string" ? error : undefined}
                defaultValue=""
                {...register(field.name)}
              >
                <option value="" disabled>
                  Select...
                </option>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </LightSelectField>
            );
          }
          return (
            <div key={field.name} className={wide ? "md:col-span-2" : undefined}>
              {field.kind === "radio" ? (
                <fieldset aria-describedby={describedBy}>
                  <legend className="font-medium">{field.label}</legend>
                  <div className="mt-2 flex flex-wrap gap-4">
                    {field.options?.map((option) => (
                      <label key={option.value} className="flex items-center gap-2">
                        <input type="radio" value={option.value} className="h-4 w-4" {...register(field.name)} />
                        {option.label}
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : (
                <>
                  <label htmlFor={id} className="block font-medium">
                    {field.label}
                  </label>
                  {field.kind === "textarea" ? (
                    <textarea rows={4} {...common} className={controlClass} />
                  ) : (
                    <input
                      type={field.kind}
                      inputMode={field.kind === "number" ? "decimal" : undefined}
                      step={field.kind === "number" ? "any" : undefined}
                      min={field.kind === "number" ? 0 : undefined}
                      autoComplete={field.autoComplete}
                      {...common}
                      className={controlClass}
                    />
                  )}
                </>
              )}
              {field.hint && (
                <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
                  {field.hint}
                </p>
              )}
              {typeof error === "string" && (
                <p id={`${id}-error`} className="mt-1 text-sm text-danger">
                  {error}
                </p>
              )}
            </div>
          );
        })}
    </div>
  );
}
