"use client";

import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore, type FormEvent } from "react";
import { MESSAGE_BODY_MAX, SUBJECT_MAX, WRITE_TEXT, placeholderHint } from "@/lib/content/conversations-write";
import { MarkdownHtml } from "@/components/blog/markdown-html";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { OutcomeLine, type FormOutcome } from "@/components/ui/form-outcome";
import { SelectField } from "@/components/ui/select-field";
import { useFormSend } from "@/components/ui/use-form-send";

export type WriteTemplate = { id: string; name: string; subject: string; body: string };

type Props = {
  /** The record's write endpoint; its preview is `${action}/preview`. */
  action: string;
  /** The page the template chooser reloads without JavaScript (?template=<id>). */
  page: string;
  templates: WriteTemplate[];
  /** The template the page was opened with (the chooser's GET), already filled. */
  chosen: string | null;
  initial: FormOutcome;
};

const noop = () => () => {};

/**
 * "Write to …": a template (or none) fills the subject and the Markdown message with the record's
 * values; Preview shows the sanitised HTML the person gets; Send posts it. Without JavaScript the
 * chooser reloads the page with the template filled in and the form posts itself.
 */
export function WritePanel({ action, page, templates, chosen, initial }: Props) {
  const router = useRouter();
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const { formRef, outcomeRef, errors, outcome, busy, send, fail, show } = useFormSend({ initial });
  const start = templates.find((template) => template.id === chosen);
  const [templateId, setTemplateId] = useState(start?.id ?? "");
  const [subject, setSubject] = useState(start?.subject ?? "");
  const [body, setBody] = useState(start?.body ?? "");
  const [preview, setPreview] = useState<{ subject: string; html: string } | null>(null);

  function choose(id: string) {
    const template = templates.find((entry) => entry.id === id);
    setTemplateId(id);
    setSubject(template?.subject ?? "");
    setBody(template?.body ?? "");
    setPreview(null);
  }

  async function showPreview() {
    const result = await send<{ subject: string; html: string }>(`${action}/preview`, { subject, body, templateId });
    if (result.ok) setPreview(result.data);
    else fail(result);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await send<{ message: string }>(action, { subject, body, templateId });
    if (!result.ok) return fail(result);
    choose("");
    show({ kind: "success", text: result.data.message });
    router.refresh();
  }

  return (
    <div className="space-y-4">
      <form method="get" action={page} className="flex flex-wrap items-end gap-2">
        <SelectField
          id="write-template"
          label={WRITE_TEXT.template}
          name="template"
          value={templateId}
          onChange={(event) => choose(event.target.value)}
          options={[
            { value: "", label: WRITE_TEXT.noTemplate },
            ...templates.map((template) => ({ value: template.id, label: template.name })),
          ]}
        />
        {!hydrated && (
          <Button type="submit" variant="outline">
            {WRITE_TEXT.useTemplate}
          </Button>
        )}
      </form>
      <form ref={formRef} method="post" action={action} onSubmit={onSubmit} className="space-y-4" noValidate={hydrated}>
        <input type="hidden" name="templateId" value={templateId} />
        <FormField
          id="write-subject"
          label={WRITE_TEXT.subject}
          name="subject"
          required
          maxLength={SUBJECT_MAX}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          error={errors.subject}
        />
        <FormField
          id="write-body"
          label={WRITE_TEXT.body}
          hint={placeholderHint()}
          name="body"
          multiline
          className="min-h-60"
          required
          maxLength={MESSAGE_BODY_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={errors.body}
        />
        <p className="text-sm text-muted-foreground">{WRITE_TEXT.hint}</p>
        <div className="flex flex-wrap gap-2">
          {hydrated && (
            <Button type="button" variant="outline" disabled={busy} onClick={() => void showPreview()}>
              {WRITE_TEXT.preview}
            </Button>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? WRITE_TEXT.sending : WRITE_TEXT.send}
          </Button>
        </div>
        {/* Shown once there is an answer (focus moves to it): the record page's other forms have their own status line. */}
        {outcome && <OutcomeLine outcome={outcome} ref={outcomeRef} plain />}
      </form>
      {preview && (
        <section aria-labelledby="write-preview-heading" className="rounded-md border border-border p-4">
          <h3 id="write-preview-heading" className="font-semibold">
            {WRITE_TEXT.previewTitle}
          </h3>
          <p className="mb-2 text-sm text-muted-foreground">{WRITE_TEXT.previewSubject(preview.subject)}</p>
          <MarkdownHtml html={preview.html} />
        </section>
      )}
    </div>
  );
}
