"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { SubmitWithOutcome, type FormOutcome } from "@/components/ui/form-outcome";
import type { BlogArea } from "@/lib/content/blog-areas";
import { uploadForm } from "@/lib/client/upload";
import { CREATE_BLOG_TEXT as T } from "@/lib/content/blog";
import { PHONE_INPUT } from "@/lib/content/phone";
import { ScriptForm } from "@/components/ui/script-form";
import {
  BLOG_IMAGE_FIELD, BLOG_IMAGE_TYPES, BLOG_LIMITS, blogSubmissionSchema, imageProblem, type BlogFormValues, type BlogSubmission,
} from "@/lib/validation/blog";

const EMPTY = { blogTitle: "", blogContent: "", authorName: "", fullName: "", email: "", phoneNumber: "", socialMediaProfile: "" };
const ENDPOINT = "/create-blog";

/** What the spec's variants 2 and 3 show for a failed answer. */
function failureText(result: { status: number; errors?: Array<{ msg: string }> }): string {
  if (result.status === 0) return T.networkFailure;
  const messages = (result.errors ?? []).map((error) => error.msg).filter(Boolean);
  return messages.length > 0 ? messages.join(", ") : T.somethingWrong;
}

export function CreateBlogForm({ area }: { area: BlogArea }) {
  const { register, handleSubmit, reset, formState } = useForm<BlogFormValues, unknown, BlogSubmission>({
    resolver: zodResolver(blogSubmissionSchema),
    defaultValues: { ...EMPTY, area },
    shouldFocusError: true,
  });
  const { errors } = formState;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  // A new key empties the file input (its value cannot be set).
  const [fileKey, setFileKey] = useState(0);
  const fileId = useId();

  function chooseFile(chosen: File | undefined) {
    setFileError(null);
    const problem = chosen ? imageProblem(chosen) : null;
    if (problem) setFileKey((key) => key + 1);
    setFileError(problem);
    setFile(problem ? null : (chosen ?? null));
  }

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    setSubmitting(true);
    setProgress(file ? 0 : null);
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...values, area })) if (value) body.append(name, value);
    if (file) body.append(BLOG_IMAGE_FIELD, file);
    const result = await uploadForm(ENDPOINT, body, setProgress);
    setSubmitting(false);
    setProgress(null);
    if (!result.ok) return setOutcome({ kind: "error", text: failureText(result) });
    reset({ ...EMPTY, area });
    setFile(null);
    setFileKey((key) => key + 1);
    setOutcome({ kind: "success", text: result.data.message ?? "" });
  });

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <ScriptForm onSubmit={onSubmit} noValidate aria-labelledby="create-blog-title" className="space-y-8">
      <fieldset className="space-y-5">
        <legend className="text-xl font-semibold">{T.postSection}</legend>
        <FormField label={T.blogTitle} required maxLength={BLOG_LIMITS.titleMax} error={errors.blogTitle?.message} {...register("blogTitle")} />
        <FormField
          label={T.blogContent}
          multiline
          required
          className="min-h-72"
          error={errors.blogContent?.message}
          {...register("blogContent")}
        />
        <p className="-mt-3 text-sm text-muted-foreground">{T.blogContentHint}</p>
        <FormField label={T.authorName} required maxLength={BLOG_LIMITS.nameMax} autoComplete="name" error={errors.authorName?.message} {...register("authorName")} />
        <div>
          <label htmlFor={fileId} className="block font-medium">
            {T.image}
          </label>
          <p id={`${fileId}-hint`} className="mt-1 text-sm text-muted-foreground">
            {T.imageHint}
          </p>
          <input
            key={fileKey}
            id={fileId}
            type="file"
            accept={BLOG_IMAGE_TYPES.join(",")}
            aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ""}`}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => chooseFile(event.target.files?.[0])}
            className="mt-2 block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-4 file:py-2 file:font-semibold file:text-primary-foreground"
          />
          {fileError && (
            <p id={`${fileId}-error`} role="alert" className="mt-1 text-sm text-danger">
              {fileError}
            </p>
          )}
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="text-xl font-semibold">{T.contactSection}</legend>
        <p className="text-sm text-muted-foreground">{T.contactNote}</p>
        <FormField label={T.fullName} required maxLength={BLOG_LIMITS.nameMax} autoComplete="name" error={errors.fullName?.message} {...register("fullName")} />
        <FormField label={T.email} type="email" required autoComplete="email" error={errors.email?.message} {...register("email")} />
        <FormField label={T.phoneNumber} type={PHONE_INPUT.kind} required autoComplete={PHONE_INPUT.autoComplete} hint={PHONE_INPUT.hint} maxLength={PHONE_INPUT.maxLength} error={errors.phoneNumber?.message} {...register("phoneNumber")} />
        <FormField label={T.socialMediaProfile} type="url" autoComplete="url" error={errors.socialMediaProfile?.message} {...register("socialMediaProfile")} />
      </fieldset>
      {progress !== null && (
        <div>
          <p id="blog-upload-label" className="text-sm">
            {T.uploading}: {percent}%
          </p>
          <div role="progressbar" aria-labelledby="blog-upload-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="mt-1 h-2 w-full rounded bg-muted">
            <div className="h-2 rounded bg-primary" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      <SubmitWithOutcome busy={submitting} label={T.submit} busyLabel={T.submitting} outcome={outcome} />
    </ScriptForm>
  );
}
