"use client";

import type { ReactNode } from "react";
import type { FieldErrors, FieldValues, UseFormRegister } from "react-hook-form";
import { ScriptForm } from "@/components/ui/script-form";
import { WIZARD_TEXT } from "@/lib/content/wizard/shared";
import type { WizardCopy } from "@/lib/content/wizard/types";
import { AgreementText } from "@/components/ui/agreement-text";
import { Review } from "./review";

type Props = {
  copy: WizardCopy;
  values: Record<string, unknown>;
  file: { name: string } | null;
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors<FieldValues>;
  onBack: () => void;
  onSubmit: (event: React.FormEvent) => void;
  submitting: boolean;
  progress: number | null;
  failure: string | null;
  errorLine: ReactNode;
  headingRef: React.Ref<HTMLHeadingElement>;
};

/** Step 3, 'Take A Look': every value, the agreement, Back and Submit, and upload progress. */
export function ReviewStep({ copy, values, file, register, errors, onBack, onSubmit, submitting, progress, failure, errorLine, headingRef }: Props) {
  const agreementError = errors[copy.agreementField]?.message;
  return (
    <ScriptForm onSubmit={onSubmit} noValidate aria-labelledby="review-title" className="space-y-6">
      <h2 id="review-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
        {WIZARD_TEXT.reviewTitle}
      </h2>
      <Review copy={copy} values={values} file={file} />
      <div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4"
            aria-invalid={agreementError ? true : undefined}
            aria-describedby={agreementError ? "agreement-error" : undefined}
            {...register(copy.agreementField)}
          />
          <AgreementText />
        </label>
        {typeof agreementError === "string" && (
          <p id="agreement-error" className="mt-1 text-sm text-danger">
            {agreementError}
          </p>
        )}
      </div>
      {errorLine}
      {progress !== null && (
        <div>
          <p id="upload-label" className="text-sm">
            {WIZARD_TEXT.uploadLabel}: {Math.round(progress * 100)}%
          </p>
          <div role="progressbar" aria-labelledby="upload-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} className="mt-1 h-2 w-full rounded bg-muted">
            <div className="h-2 rounded bg-primary" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
        </div>
      )}
      {failure && (
        <div role="alert" className="rounded-md border border-danger p-3 text-danger">
          <p className="font-semibold">{WIZARD_TEXT.failure}</p>
          <p className="mt-1 text-sm">{failure}</p>
        </div>
      )}
      <div className="flex gap-3">
        <button type="button" onClick={onBack} disabled={submitting} className="rounded-md border border-border px-6 py-3 font-semibold">
          {WIZARD_TEXT.back}
        </button>
        <button type="submit" disabled={submitting} className="rounded-md bg-primary px-6 py-3 font-semibold text-primary-foreground disabled:opacity-60">
          {submitting ? WIZARD_TEXT.submitting : WIZARD_TEXT.submit}
        </button>
      </div>
    </ScriptForm>
  );
}
