"use client";

import type { ReactNode } from "react";
import type { FieldErrors, FieldValues, UseFormRegister } from "react-hook-form";
import { StepButton } from "./step-button";
import { UploadProgress } from "@/components/ui/file-field";
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
export function ReviewStep({
  copy,
  values,
  file,
  register,
  errors,
  onBack,
  onSubmit,
  submitting,
  progress,
  failure,
  errorLine,
  headingRef,
}: Props) {
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
      {progress !== null && <UploadProgress id="upload-label" label={WIZARD_TEXT.uploadLabel} fraction={progress} />}
      {failure && (
        <div role="alert" className="rounded-md border border-danger p-3 text-danger">
          <p className="font-semibold">{WIZARD_TEXT.failure}</p>
          <p className="mt-1 text-sm">{failure}</p>
        </div>
      )}
      <div className="flex gap-3">
        <StepButton variant="outline" onClick={onBack} disabled={submitting}>
          {WIZARD_TEXT.back}
        </StepButton>
        <StepButton type="submit" disabled={submitting}>
          {submitting ? WIZARD_TEXT.submitting : WIZARD_TEXT.submit}
        </StepButton>
      </div>
    </ScriptForm>
  );
}
