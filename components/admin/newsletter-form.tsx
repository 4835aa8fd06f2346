"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState, type ChangeEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Labelled } from "@/components/ui/labelled";
import { useFormSend } from "@/components/ui/use-form-send";
import { NEWSLETTER_PAGE } from "@/lib/content/admin";
import { POST_FORMATS } from "@/lib/content/blog-areas";
import { WRITER_TEXT } from "@/lib/content/blog-writing";
import { SCHEDULE_TEXT } from "@/lib/content/campaign-schedule";
import {
  NEWSLETTER_IMAGE_FIELD,
  NEWSLETTER_IMAGE_MESSAGE,
  NEWSLETTER_IMAGE_TYPES,
  NEWSLETTER_MESSAGES,
  newsletterSchema,
  type NewsletterFormValues,
  type NewsletterInput,
} from "@/lib/validation/newsletter";
import { AUDIENCE_COPY } from "@/lib/content/newsletter-audience";
import { AudiencePicker, audienceField, audienceMissing, EVERYONE, type AudienceChoice } from "./audience-picker";
import { NewsletterPreview } from "./newsletter-preview";
import { ScheduleFields } from "./schedule-fields";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { UploadForm } from "@/components/ui/upload-form";

type Outcome = { kind: "success" | "error"; text: string } | null;
type Answer =
  | { ok: true; message?: string }
  | { ok: false; network: boolean; error?: string; errors?: Array<{ field: string; msg: string }> };

const SCHEDULE_NAMES = ["when", "sendAt", "timeZone"] as const;
/** The fields whose refusal is shown beside them (showServerErrors). */
const FIELDS_WITH_MESSAGE = new Set(["subject", "message", "audience", "sendAt"]);

type Props = { onSent(): void; zone: string; zones: string[] };

/**
 * The 'Send Newsletter' form (spec 001, 2.9 and 8) with a preview, a test send to the operator and
 * a choice of sending now or at a time. Without JavaScript it posts as a plain multipart form.
 */
export function NewsletterForm({ onSent, zone, zones }: Props) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sending = useFormSend();
  const postForm = async (url: string, body: FormData): Promise<Answer> => {
    const result = await sending.send(url, body);
    return result.ok ? { ok: true, message: result.data?.message } : { ...result, network: result.status === 0 };
  };
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const [showPreview, setShowPreview] = useState(false);
  const [testing, setTesting] = useState(false);
  const [audience, setAudience] = useState<AudienceChoice>(EVERYONE);
  const [audienceError, setAudienceError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const [later, setLater] = useState(false);
  const [scheduleError, setScheduleError] = useState<string>();
  const [scheduleKey, setScheduleKey] = useState(0);
  // One key per filled-in form: a second submit of the same form makes no second campaign.
  const requestId = useRef<string | null>(null);
  const { register, handleSubmit, reset, setError, control, formState } = useForm<
    NewsletterFormValues,
    unknown,
    NewsletterInput
  >({
    resolver: zodResolver(newsletterSchema),
    shouldFocusError: true,
    defaultValues: { subject: "", message: "", format: "plain" },
  });
  const { errors, isSubmitting } = formState;
  const [subject, message, format] = useWatch({ control, name: ["subject", "message", "format"] });

  const chooseImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const accepted = !file || NEWSLETTER_IMAGE_TYPES.split(",").includes(file.type);
    setImageError(accepted ? undefined : NEWSLETTER_IMAGE_MESSAGE);
    setImage(accepted ? file : null);
    if (!accepted) event.target.value = "";
    requestId.current = null;
  };

  const formData = (values: NewsletterInput) => {
    const body = new FormData();
    body.append("subject", values.subject);
    body.append("message", values.message);
    body.append("format", values.format);
    if (image) body.append(NEWSLETTER_IMAGE_FIELD, image);
    return body;
  };

  const showServerErrors = (answer: Answer) => {
    if (answer.ok) return;
    for (const error of answer.errors ?? []) {
      if (error.field === "subject" || error.field === "message") setError(error.field, { message: error.msg });
      if (error.field === "audience") setAudienceError(error.msg);
      if (error.field === "sendAt") setScheduleError(error.msg);
    }
    if (answer.errors?.length && answer.errors.every((error) => error.field === "sendAt")) {
      formElement.current?.querySelector<HTMLInputElement>('input[name="sendAt"]')?.focus();
    }
    if (answer.error && !answer.errors) setImageError(image ? answer.error : undefined);
  };

  const chooseAudience = (choice: AudienceChoice) => {
    setAudience(choice);
    setAudienceError(undefined);
    requestId.current = null;
  };

  const send = async (values: NewsletterInput) => {
    setOutcome(null);
    setScheduleError(undefined);
    if (audienceMissing(audience)) return setAudienceError(AUDIENCE_COPY.noTopic);
    const body = formData(values);
    body.append("audience", audienceField(audience));
    const fields = new FormData(formElement.current ?? undefined);
    for (const name of SCHEDULE_NAMES) body.append(name, String(fields.get(name) ?? ""));
    requestId.current ??= globalThis.crypto?.randomUUID?.() ?? "";
    body.append("requestId", requestId.current);
    const answer = await postForm("/api/send-newsletter", body);
    if (answer.ok) {
      reset();
      setAudience(EVERYONE);
      setImage(null);
      if (fileInput.current) fileInput.current.value = "";
      requestId.current = null;
      setLater(false);
      setScheduleKey((key) => key + 1);
      setOutcome({ kind: "success", text: answer.message ?? "" });
      onSent();
      return;
    }
    showServerErrors(answer);
    // A refused field (a past time, a missing topic) shows its own message beside it, and only that.
    if (!answer.ok && answer.errors?.length && answer.errors.every((error) => FIELDS_WITH_MESSAGE.has(error.field)))
      return;
    setOutcome({ kind: "error", text: answer.network ? NEWSLETTER_MESSAGES.networkError : NEWSLETTER_MESSAGES.failed });
  };

  const sendTest = async (values: NewsletterInput) => {
    setOutcome(null);
    setTesting(true);
    const answer = await postForm("/api/send-newsletter/test", formData(values));
    setTesting(false);
    if (answer.ok) return setOutcome({ kind: "success", text: answer.message ?? "" });
    showServerErrors(answer);
    setOutcome({
      kind: "error",
      text: answer.network
        ? NEWSLETTER_MESSAGES.networkError
        : `The test could not be sent. ${answer.error ?? ""}`.trim(),
    });
  };

  const busy = isSubmitting || testing;
  return (
    <div className="space-y-6">
      <UploadForm
        ref={formElement}
        action="/api/send-newsletter"
        onSubmit={(event) => void handleSubmit(send)(event)}
        noValidate
        aria-labelledby="newsletter-form-title"
        className="space-y-5 rounded-lg border border-border p-5"
      >
        <h2 id="newsletter-form-title" className="text-xl font-bold">
          {NEWSLETTER_PAGE.title}
        </h2>
        <FormField
          label={NEWSLETTER_PAGE.subject}
          error={errors.subject?.message}
          maxLength={200}
          {...register("subject")}
        />
        <SelectField
          id="newsletter-format"
          label={NEWSLETTER_PAGE.format}
          className="w-auto"
          options={POST_FORMATS.map((value) => ({ value, label: NEWSLETTER_PAGE.formats[value] }))}
          {...register("format")}
        />
        <div>
          <FormField
            label={NEWSLETTER_PAGE.message}
            multiline
            error={errors.message?.message}
            aria-describedby="message-hint"
            {...register("message")}
          />
          <p id="message-hint" className="mt-1 text-sm text-muted-foreground">
            {format === "markdown" ? WRITER_TEXT.contentHint : NEWSLETTER_PAGE.messageHint}
          </p>
        </div>
        <Labelled id="newsletter-image" label={NEWSLETTER_PAGE.image} hint={NEWSLETTER_PAGE.imageHint}>
          <input
            ref={fileInput}
            id="newsletter-image"
            type="file"
            name={NEWSLETTER_IMAGE_FIELD}
            accept={NEWSLETTER_IMAGE_TYPES}
            onChange={chooseImage}
            aria-invalid={imageError ? true : undefined}
            aria-describedby={imageError ? "newsletter-image-hint newsletter-image-error" : "newsletter-image-hint"}
            className="mt-1 block"
          />
          {imageError && (
            <p id="newsletter-image-error" className="mt-1 text-sm text-danger">
              {imageError}
            </p>
          )}
        </Labelled>
        <AudiencePicker value={audience} onChange={chooseAudience} error={audienceError} />
        <ScheduleFields key={scheduleKey} zone={zone} zones={zones} error={scheduleError} onWhen={setLater} />
        <div className="flex flex-wrap gap-3">
          <Button
            aria-expanded={showPreview}
            aria-controls="newsletter-preview"
            onClick={() => setShowPreview((shown) => !shown)}
            variant="outline"
            size="lg"
          >
            {showPreview ? NEWSLETTER_PAGE.hidePreview : NEWSLETTER_PAGE.preview}
          </Button>
          <Button disabled={busy} onClick={() => void handleSubmit(sendTest)()} variant="outline" size="lg">
            {testing ? NEWSLETTER_PAGE.sendingTest : NEWSLETTER_PAGE.sendTest}
          </Button>
          <Button type="submit" disabled={busy} size="lg">
            {later
              ? isSubmitting
                ? SCHEDULE_TEXT.scheduling
                : SCHEDULE_TEXT.schedule
              : isSubmitting
                ? NEWSLETTER_PAGE.sending
                : NEWSLETTER_PAGE.send}
          </Button>
        </div>
        <p
          role={outcome?.kind === "error" ? "alert" : "status"}
          className={outcome?.kind === "error" ? "font-semibold text-danger" : "font-semibold text-success"}
        >
          {outcome?.text}
        </p>
      </UploadForm>
      {showPreview && (
        <NewsletterPreview
          id="newsletter-preview"
          subject={subject ?? ""}
          message={message ?? ""}
          markdown={format === "markdown"}
          image={image}
        />
      )}
    </div>
  );
}
