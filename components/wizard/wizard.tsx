"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, useWatch, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "zod/mini";
import { NETWORK_ERROR, type PostResult } from "@/lib/client/form-results";
import { LightButton } from "@/components/ui/light-button";
import { LINK } from "@/components/ui/button-variants";
import { StepButton } from "./step-button";
import { useFormSend } from "@/components/ui/use-form-send";
import { WIZARD_TEXT } from "@/lib/content/wizard/shared";
import { SUBMITTED_MESSAGE } from "@/lib/content/messages/submissions";
import type { WizardCopy } from "@/lib/content/wizard/types";
import { RESUME_FIELD } from "@/lib/validation/resume";
import { WIZARD_ERROR_LINE } from "@/lib/validation/wizard/fields";
import { useAccountPrefill } from "@/components/layout/use-account-prefill";
import { SAVED_RESUME_FIELD, SAVED_RESUME_TEXT, SAVED_RESUME_VALUE } from "@/lib/content/saved-resume";
import { LeftPanel } from "./left-panel";
import { MessageList } from "./message-list";
import { ProgressSteps } from "./progress-steps";
import { StepFields } from "./step-fields";
import { useDeferred } from "./use-deferred";
import { useProfilePrefill } from "./use-profile-prefill";
import { ScriptForm } from "@/components/ui/script-form";

/**
 * `preset` reads values to fill in from the page's query (the career wizard opened from a job);
 * `fromProfile` starts from a signed-in applicant's saved profile and offers its resume;
 * `bookingOpen` lets the thank-you step offer a call (someone has booking hours).
 */
type Props = {
  copy: WizardCopy;
  schemas: z.ZodMiniType[];
  preset?: (query: URLSearchParams) => FieldValues;
  fromProfile?: boolean;
  bookingOpen?: boolean;
};

const describe = (result: Extract<PostResult<unknown>, { ok: false }>) =>
  [result.error, ...(result.errors ?? []).map((e) => e.msg)].filter(Boolean).join(" ");

/**
 * The two-panel intake wizard: quick questions on the left, three validated steps on the
 * right, then feedback and thanks. A failed submission keeps the visitor on the review step
 * with everything entered, and a retry sends only what has not been stored yet.
 */
export function Wizard({ copy, schemas, preset, fromProfile = false, bookingOpen = false }: Props) {
  const [step, setStep] = useState(1);
  const [leftStep, setLeftStep] = useState(1);
  const [showRight, setShowRight] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const sending = useFormSend();
  const [failure, setFailure] = useState<string | null>(null);
  // The server's own answer when it is not the usual one (the signed-in owner applying again).
  const [notice, setNotice] = useState<string | null>(null);
  const stepRef = useRef(1);
  const idRef = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const deferred = useDeferred();
  const resolver: Resolver<FieldValues> = async (values, context, options) => {
    const { zodResolver } = await deferred.load();
    return zodResolver(schemas[stepRef.current - 1] as z.ZodMiniType<FieldValues, FieldValues>)(
      values,
      context,
      options,
    );
  };
  const form = useForm<FieldValues>({ resolver, shouldFocusError: true });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as FieldValues;
  // Filled in for the visitor: the account's name, then the saved profile, which may replace what
  // the account filled in (its name split in two) but never what the visitor typed.
  const filledIn = useRef(new Map<string, string>());
  const fillIn = (name: string, value: string) => {
    filledIn.current.set(name, value);
    form.setValue(name, value);
  };
  useAccountPrefill(copy.steps[0].fields, fillIn, (name) => form.getValues(name));
  const untouched = (name: string) => {
    const value: unknown = form.getValues(name);
    return value === undefined || value === "" || value === filledIn.current.get(name);
  };
  const savedResume = useProfilePrefill(fromProfile, fillIn, untouched);
  // The saved resume stands in for a file until the applicant chooses to upload another.
  const [savedChosen, setSavedChosen] = useState(true);
  const useSaved = savedResume !== null && savedChosen;
  useEffect(() => {
    if (useSaved) form.setValue(RESUME_FIELD, SAVED_RESUME_VALUE);
    else if (form.getValues(RESUME_FIELD) === SAVED_RESUME_VALUE) form.setValue(RESUME_FIELD, file ?? undefined);
  }, [useSaved, file, form]);

  useEffect(() => {
    if (!preset) return;
    for (const [field, value] of Object.entries(preset(new URLSearchParams(window.location.search))))
      form.setValue(field, value);
  }, [preset, form]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const goTo = async (next: number) => {
    if (next >= 2) await deferred.load();
    stepRef.current = next;
    setFailure(null);
    setStep(next);
  };

  function answer(value: string) {
    const question = copy.left[leftStep - 1];
    if (!question) return;
    form.setValue(question.field, value);
    form.clearErrors(question.field);
    if (leftStep < 3) return setLeftStep(leftStep + 1);
    const wide = window.matchMedia("(min-width: 1024px)").matches;
    if (!(copy.thirdAnswerStaysOnDesktop && wide)) setLeftStep(1);
    setShowRight(true);
  }

  // handleSubmit hands over only what the review step's schema parsed; the body needs every step.
  async function submit() {
    const all = form.getValues();
    setFailure(null);
    const id = (idRef.current ??= crypto.randomUUID());
    const failed = await sending.during(async () => {
      if (!savedId) {
        const hidden = copy.steps[1].fields
          .filter((f) => f.showWhen && all[f.showWhen.field] !== f.showWhen.value)
          .map((f) => f.name);
        const body = Object.fromEntries(
          Object.entries(all).filter(([key]) => key !== RESUME_FIELD && !hidden.includes(key)),
        );
        const saved = await sending.send(copy.submitPath, { ...body, id });
        if (!saved.ok) return saved;
        setSavedId(id);
        if (saved.data.message && saved.data.message !== SUBMITTED_MESSAGE) setNotice(saved.data.message);
      }
      if (!copy.file || !(file || useSaved)) return null;
      const upload = new FormData();
      if (file) upload.append(RESUME_FIELD, file);
      const body = useSaved ? { [SAVED_RESUME_FIELD]: SAVED_RESUME_VALUE } : upload;
      const uploaded = await sending.send(copy.file.uploadPath(id), body, { progress: true });
      // 409: the file already arrived on an earlier try whose answer was lost.
      return uploaded.ok || uploaded.status === 409 ? null : uploaded;
    });
    if (failed) return setFailure(describe(failed));
    await goTo(4);
  }

  const leftErrors = copy.left.map((q) => errors[q.field]?.message).filter((m): m is string => typeof m === "string");
  const hasErrors = Object.keys(errors).length > 0;
  // Validation and the later steps need the deferred chunk: without a network it says so, and a retry fetches it.
  const unreachable = () => setFailure(NETWORK_ERROR);
  const onNext = (event: FormEvent) =>
    form
      .handleSubmit(() => goTo(step + 1))(event)
      .catch(unreachable);
  const onSubmit = (event: FormEvent) => form.handleSubmit(submit)(event).catch(unreachable);
  const stepCopy = step <= 2 ? copy.steps[step - 1] : null;

  return (
    <div className="lg:grid lg:min-h-[calc(100vh-4rem)] lg:grid-cols-[2fr_3fr]">
      <aside
        aria-label="Quick questions"
        className={showRight ? "hidden lg:block" : "block min-h-[calc(100vh-4rem)] lg:min-h-0"}
      >
        <LeftPanel
          question={step >= 4 ? null : (copy.left[leftStep - 1] ?? null)}
          step={leftStep}
          answers={values}
          errors={leftErrors}
          onAnswer={answer}
        />
      </aside>
      <div className={`p-6 md:p-10 ${showRight ? "block" : "hidden lg:block"}`}>
        <h1 className="text-3xl font-bold">{copy.title}</h1>
        <p className="mt-2 text-muted-foreground">{copy.intro}</p>
        {showRight && step < 4 && (
          <LightButton
            variant="plain"
            size="none"
            onClick={() => setShowRight(false)}
            className={`${LINK} mt-3 gap-2 px-0 py-0 text-sm font-semibold lg:hidden`}
          >
            {WIZARD_TEXT.changeAnswers}
          </LightButton>
        )}
        {step < 4 && (
          <div className="my-8">
            <ProgressSteps step={step} />
          </div>
        )}
        {stepCopy && (
          <ScriptForm onSubmit={onNext} noValidate aria-labelledby="step-title" className="space-y-6">
            <h2 id="step-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
              {stepCopy.title}
            </h2>
            <StepFields fields={stepCopy.fields} register={form.register} errors={errors} values={values} />
            {step === 2 && copy.file && deferred.loaded && (
              <deferred.loaded.ResumeField
                label={copy.file.label}
                file={file}
                error={typeof errors[RESUME_FIELD]?.message === "string" ? errors[RESUME_FIELD].message : undefined}
                onChange={(chosen) => {
                  setFile(chosen);
                  form.setValue(RESUME_FIELD, chosen ?? undefined);
                  if (chosen) form.clearErrors(RESUME_FIELD);
                }}
                saved={savedResume === null ? null : { name: savedResume, chosen: useSaved, onChoose: setSavedChosen }}
              />
            )}
            {hasErrors && <ErrorLine messages={leftErrors} />}
            {failure && (
              <p role="alert" className="text-danger">
                {failure}
              </p>
            )}
            <div className="flex gap-3">
              {step > 1 && (
                <StepButton variant="outline" onClick={() => void goTo(step - 1).catch(unreachable)}>
                  {WIZARD_TEXT.back}
                </StepButton>
              )}
              <StepButton type="submit">{WIZARD_TEXT.next}</StepButton>
            </div>
          </ScriptForm>
        )}
        {step === 3 && deferred.loaded && (
          <deferred.loaded.ReviewStep
            copy={copy}
            values={values}
            file={useSaved && savedResume ? { name: SAVED_RESUME_TEXT.savedResume(savedResume) } : file}
            register={form.register}
            errors={errors}
            onBack={() => void goTo(2)}
            onSubmit={onSubmit}
            submitting={sending.busy}
            progress={sending.progress}
            failure={failure}
            errorLine={hasErrors ? <ErrorLine messages={leftErrors} /> : null}
            headingRef={headingRef}
          />
        )}
        {notice && step >= 4 && (
          <p role="status" className="mb-6 rounded-md border border-border bg-muted p-4">
            {notice}
          </p>
        )}
        {step === 4 && deferred.loaded && (
          <deferred.loaded.FeedbackStep
            submissionId={savedId}
            kind={copy.kind}
            onDone={() => void goTo(5)}
            headingRef={headingRef}
          />
        )}
        {step === 5 && deferred.loaded && (
          <deferred.loaded.ThankYou
            headingRef={headingRef}
            kind={copy.kind}
            submissionId={savedId}
            bookingOpen={bookingOpen}
          />
        )}
      </div>
    </div>
  );
}

function ErrorLine({ messages }: { messages: string[] }) {
  return (
    <div role="alert" className="rounded-md border border-danger p-3 text-danger">
      <p className="font-semibold">{WIZARD_ERROR_LINE}</p>
      <MessageList messages={messages} className="mt-1 list-disc pl-5 text-sm" />
    </div>
  );
}
