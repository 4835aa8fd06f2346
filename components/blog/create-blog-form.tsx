"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { FileField, UploadProgress } from "@/components/ui/file-field";
import { SubmitWithOutcome } from "@/components/ui/form-outcome";
import { useFormSend } from "@/components/ui/use-form-send";
import { chosenFile } from "@/lib/client/chosen-file";
import type { BlogArea } from "@/lib/content/blog-areas";
import { CREATE_BLOG_TEXT as T } from "@/lib/content/blog";
import { PHONE_INPUT } from "@/lib/content/phone";
import { ScriptForm } from "@/components/ui/script-form";
import {
  BLOG_IMAGE_FIELD,
  BLOG_IMAGE_TYPES,
  BLOG_LIMITS,
  blogSubmissionSchema,
  imageProblem,
  type BlogFormValues,
  type BlogSubmission,
} from "@/lib/validation/blog";

const EMPTY = {
  blogTitle: "",
  blogContent: "",
  authorName: "",
  fullName: "",
  email: "",
  phoneNumber: "",
  socialMediaProfile: "",
};
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
  /** The writer's name and the contact's name: the same kind of field, each with its own error. */
  const nameField = (name: "authorName" | "fullName") => ({
    required: true,
    maxLength: BLOG_LIMITS.nameMax,
    autoComplete: "name",
    error: errors[name]?.message,
    ...register(name),
  });
  const { send, busy, progress, outcome, setOutcome } = useFormSend();
  // A new key empties the file input once the post is sent.
  const [fileKey, setFileKey] = useState(0);

  const onSubmit = handleSubmit(async (values, event) => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...values, area })) if (value) body.append(name, value);
    // The image is read from the form as it is sent, not from a render's state: one chosen the
    // moment before sending is in its input before React has drawn the choice.
    const image =
      event?.target instanceof HTMLFormElement ? chosenFile(new FormData(event.target), BLOG_IMAGE_FIELD) : null;
    if (image) body.append(BLOG_IMAGE_FIELD, image);
    const result = await send(ENDPOINT, body, { progress: image !== null });
    if (!result.ok) return setOutcome({ kind: "error", text: failureText(result) });
    reset({ ...EMPTY, area });
    setFileKey((key) => key + 1);
    setOutcome({ kind: "success", text: result.data.message ?? "" });
  });

  return (
    <ScriptForm onSubmit={onSubmit} noValidate aria-labelledby="create-blog-title" className="space-y-8">
      <fieldset className="space-y-5">
        <legend className="text-xl font-semibold">{T.postSection}</legend>
        <FormField
          label={T.blogTitle}
          required
          maxLength={BLOG_LIMITS.titleMax}
          error={errors.blogTitle?.message}
          {...register("blogTitle")}
        />
        <FormField
          label={T.blogContent}
          multiline
          required
          className="min-h-72"
          error={errors.blogContent?.message}
          {...register("blogContent")}
        />
        <p className="-mt-3 text-sm text-muted-foreground">{T.blogContentHint}</p>
        <FormField label={T.authorName} {...nameField("authorName")} />
        <div>
          <FileField
            key={fileKey}
            label={T.image}
            hint={T.imageHint}
            accept={BLOG_IMAGE_TYPES.join(",")}
            check={imageProblem}
            clearRefused
            name={BLOG_IMAGE_FIELD}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="text-xl font-semibold">{T.contactSection}</legend>
        <p className="text-sm text-muted-foreground">{T.contactNote}</p>
        <FormField label={T.fullName} {...nameField("fullName")} />
        <FormField
          label={T.email}
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <FormField
          label={T.phoneNumber}
          type={PHONE_INPUT.kind}
          required
          autoComplete={PHONE_INPUT.autoComplete}
          hint={PHONE_INPUT.hint}
          maxLength={PHONE_INPUT.maxLength}
          error={errors.phoneNumber?.message}
          {...register("phoneNumber")}
        />
        <FormField
          label={T.socialMediaProfile}
          type="url"
          autoComplete="url"
          error={errors.socialMediaProfile?.message}
          {...register("socialMediaProfile")}
        />
      </fieldset>
      {progress !== null && <UploadProgress id="blog-upload-label" label={T.uploading} fraction={progress} />}
      <SubmitWithOutcome busy={busy} label={T.submit} busyLabel={T.submitting} outcome={outcome} />
    </ScriptForm>
  );
}
