"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { OutcomeLine, type FormOutcome } from "@/components/ui/form-outcome";
import { useFormSend } from "@/components/ui/use-form-send";
import { BLOG_AREA_COPY, CREATE_BLOG_TEXT as T } from "@/lib/content/blog";
import { UNPUBLISHED, WRITER_EDITABLE, WRITER_SUBMITTABLE, type WriterStatus } from "@/lib/content/blog-areas";
import { WRITER_PATHS, WRITER_STATUS_WORDS, WRITER_TEXT as W } from "@/lib/content/blog-writing";
import { BLOG_IMAGE_TYPES, BLOG_LIMITS, CONTENT_TOO_LONG, storedContent } from "@/lib/validation/blog";
import { COVER_FIELD } from "@/lib/validation/blog-editor";
import {
  blogDraftFieldsSchema,
  type BlogDraftFields,
  type BlogDraftValues,
  type WriterIntent,
} from "@/lib/validation/blog-draft";
import { AreaSelect } from "./area-select";
import { MarkdownPreview } from "./markdown-preview";
import { useLocalDraft } from "./use-local-draft";
import { WriterViews } from "./writer-views";
import { Button } from "@/components/ui/button";
import { UploadForm } from "@/components/ui/upload-form";

/** `reason`: why the operator took the post down, when they did. */
export type WriterDraft = {
  id: string | null;
  status: WriterStatus;
  values: BlogDraftFields;
  hasCover?: boolean;
  reason?: string | null;
};
type Saved = { id: string; status: WriterStatus; message: string };

function multipartOf(fields: Record<string, string>, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(COVER_FIELD, file);
  return form;
}
const endpointOf = (id: string | null) => (id ? `/api/account/posts/${encodeURIComponent(id)}` : "/api/account/posts");

/**
 * The workspace's editor: the post's fields beside its live preview, saved or submitted as JSON.
 * Without JavaScript the same form posts to the same handler (the button pressed names the intent)
 * and comes back with `notice`; so the fields carry the saved values in the page's HTML too.
 */
export function PostWriter({ draft, notice = null }: { draft: WriterDraft; notice?: FormOutcome }) {
  const { register, handleSubmit, control, setError, setValue, getValues, formState } = useForm<
    BlogDraftValues,
    unknown,
    BlogDraftFields
  >({
    resolver: zodResolver(blogDraftFieldsSchema),
    defaultValues: draft.values,
    shouldFocusError: true,
  });
  const { errors } = formState;
  const [id, setId] = useState(draft.id);
  const [status, setStatus] = useState(draft.status);
  const [busy, setBusy] = useState<WriterIntent | null>(null);
  const {
    send: post,
    outcome,
    show,
    fail,
  } = useFormSend({
    initial: notice,
    onFieldError: (field, message) => {
      if (field in getValues()) setError(field as keyof BlogDraftFields, { message });
    },
  });
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const coverRef = useRef<HTMLInputElement>(null);
  const [hasCover, setHasCover] = useState(draft.hasCover ?? false);
  const areaId = useId();
  const contentId = useId();
  const coverId = useId();
  const hintId = `${contentId}-hint`;
  // The answer is read out and takes the focus, so a keyboard user lands on what happened.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  // The pressed button's value: "submit" for Submit for review, otherwise a save.
  const intentOf = (event: React.FormEvent<HTMLFormElement>): WriterIntent =>
    (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "submit" ? "submit" : "save";
  const send = (intent: WriterIntent) =>
    handleSubmit(async (values) => {
      setBusy(intent);
      // The fields as sent: what is typed while the request runs stays unsaved (and kept).
      const sent = getValues();
      // A chosen cover goes with the fields as multipart; otherwise the fields go as JSON.
      const file = coverRef.current?.files?.[0];
      const body = file ? multipartOf({ ...values, intent }, file) : { ...values, intent };
      const result = await post<Saved>(endpointOf(id), body);
      setBusy(null);
      if (!result.ok) return fail(result);
      setStatus(result.data.status);
      local.saved(sent, id);
      if (file && coverRef.current) {
        coverRef.current.value = "";
        setHasCover(true);
      }
      if (!id) {
        setId(result.data.id);
        // The address becomes the post's own, so a reload or a bookmark returns to this draft.
        window.history.replaceState(null, "", WRITER_PATHS.post(result.data.id));
      }
      show({ kind: "success", text: result.data.message });
    });

  const [area, title, body, authorName] = useWatch({
    control,
    name: ["area", "blogTitle", "blogContent", "authorName"],
  });
  const restore = useCallback(
    (fields: BlogDraftFields) => {
      for (const [name, value] of Object.entries(fields))
        setValue(name as keyof BlogDraftFields, value, { shouldDirty: true });
    },
    [setValue],
  );
  const local = useLocalDraft(id, draft.values, { area, blogTitle: title, blogContent: body, authorName }, restore);
  const editable = WRITER_EDITABLE.includes(status);
  // Counted as the server counts it; past the limit the field says so at once (nothing is cut).
  const length = storedContent(body ?? "").length;
  const contentError = errors.blogContent?.message ?? (length > BLOG_LIMITS.contentMax ? CONTENT_TOO_LONG : undefined);
  const counterId = `${contentId}-count`;
  const form = (
    <UploadForm
      action={endpointOf(id)}
      onSubmit={(event) => void send(intentOf(event))(event)}
      noValidate
      aria-labelledby="writer-title"
      className="space-y-5"
    >
      <p className="font-semibold">{W.statusLine(WRITER_STATUS_WORDS[status])}</p>
      {status === UNPUBLISHED && draft.reason && <p>{W.takenDown(draft.reason)}</p>}
      {local.restored && (
        <div className="rounded-md border border-border bg-muted p-4">
          <p>{W.restored}</p>
          <Button variant="link" onClick={local.discard} className="mt-2 font-semibold">
            {W.discardRestored}
          </Button>
        </div>
      )}
      <AreaSelect id={areaId} label={W.area} defaultValue={draft.values.area} {...register("area")} />
      <FormField
        label={T.blogTitle}
        defaultValue={draft.values.blogTitle}
        required
        maxLength={BLOG_LIMITS.titleMax}
        error={errors.blogTitle?.message}
        {...register("blogTitle")}
      />
      <div>
        <FormField
          id={contentId}
          label={T.blogContent}
          aria-describedby={contentError ? `${contentId}-error ${counterId} ${hintId}` : `${counterId} ${hintId}`}
          multiline
          defaultValue={draft.values.blogContent}
          required
          className="min-h-96 font-mono text-sm"
          error={contentError}
          {...register("blogContent")}
        />
        <p
          id={counterId}
          className={`mt-1 text-sm ${length > BLOG_LIMITS.contentMax ? "font-semibold text-danger" : "text-muted-foreground"}`}
        >
          {W.counter(length.toLocaleString("en"), BLOG_LIMITS.contentMax.toLocaleString("en"))}
        </p>
        <p id={hintId} className="mt-1 text-sm text-muted-foreground">
          {W.contentHint}
        </p>
      </div>
      <div>
        <label htmlFor={coverId} className="block font-medium">
          {W.cover}
        </label>
        <input
          ref={coverRef}
          id={coverId}
          name={COVER_FIELD}
          type="file"
          accept={BLOG_IMAGE_TYPES.join(",")}
          aria-describedby={`${coverId}-hint`}
          className="mt-1 block w-full"
        />
        <p id={`${coverId}-hint`} className="mt-1 text-sm text-muted-foreground">
          {hasCover ? `${W.coverSet} ${T.imageHint}` : T.imageHint}
        </p>
      </div>
      <FormField
        label={T.authorName}
        defaultValue={draft.values.authorName}
        required
        maxLength={BLOG_LIMITS.nameMax}
        autoComplete="name"
        error={errors.authorName?.message}
        {...register("authorName")}
      />
      {editable && (
        <div className="flex flex-wrap gap-3">
          {WRITER_SUBMITTABLE.includes(status) ? (
            <>
              <Button type="submit" name="intent" value="save" disabled={busy !== null} variant="outline" size="lg">
                {busy === "save" ? W.saving : W.saveDraft}
              </Button>
              <Button type="submit" name="intent" value="submit" disabled={busy !== null} size="lg">
                {busy === "submit" ? W.saving : W.submit}
              </Button>
            </>
          ) : (
            <Button type="submit" name="intent" value="save" disabled={busy !== null} size="lg">
              {busy ? W.saving : W.saveChanges}
            </Button>
          )}
        </div>
      )}
      <OutcomeLine ref={outcomeRef} outcome={outcome} plain />
    </UploadForm>
  );
  return (
    <WriterViews
      write={form}
      preview={
        <MarkdownPreview areaName={BLOG_AREA_COPY[area].title} title={title} authorName={authorName} body={body} />
      }
    />
  );
}
