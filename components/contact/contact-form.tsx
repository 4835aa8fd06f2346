"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@/components/ui/link";
import { useForm } from "react-hook-form";
import { useAccountPrefill } from "@/components/layout/use-account-prefill";
import { FormField } from "@/components/ui/form-field";
import { SubmitWithOutcome } from "@/components/ui/form-outcome";
import { useFormSend } from "@/components/ui/use-form-send";
import { CONTACT_PAGE } from "@/lib/content/contact";
import { PHONE_INPUT } from "@/lib/content/phone";
import {
  contactSchema,
  CONTACT_SUCCESS_MESSAGE,
  type ContactFormValues,
  type ContactInput,
} from "@/lib/validation/contact";

const PREFILLED = [
  { name: "name", autoComplete: "name" },
  { name: "email", autoComplete: "email" },
];

export function ContactForm() {
  const { register, handleSubmit, reset, setError, setValue, getValues, formState } = useForm<
    ContactFormValues,
    unknown,
    ContactInput
  >({
    resolver: zodResolver(contactSchema),
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = formState;
  const { send, outcome, show, fail } = useFormSend({
    onFieldError: (field, message) => {
      if (field in contactSchema.shape) setError(field as keyof ContactFormValues, { message });
    },
  });
  useAccountPrefill(
    PREFILLED,
    (name, value) => setValue(name as keyof ContactFormValues, value),
    (name) => getValues(name as keyof ContactFormValues),
  );

  const onSubmit = handleSubmit(async (values) => {
    const result = await send("/api/contact", values);
    if (!result.ok) return fail(result);
    reset();
    show({ kind: "success", text: CONTACT_SUCCESS_MESSAGE });
  });

  return (
    <form
      method="post"
      action="/api/contact"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold">
        {CONTACT_PAGE.formTitle}
      </h2>
      <p className="text-muted-foreground">{CONTACT_PAGE.formIntro}</p>
      <FormField label="Name" error={errors.name?.message} {...register("name")} autoComplete="name" />
      <FormField label="Email" type="email" error={errors.email?.message} {...register("email")} autoComplete="email" />
      <FormField
        label="Phone"
        type={PHONE_INPUT.kind}
        hint={PHONE_INPUT.hint}
        maxLength={PHONE_INPUT.maxLength}
        error={errors.phone?.message}
        {...register("phone")}
        autoComplete={PHONE_INPUT.autoComplete}
      />
      <FormField label="Message" multiline error={errors.message?.message} {...register("message")} />
      <div className="absolute -left-[9999px]" aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
        </label>
      </div>
      <div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4"
            aria-invalid={errors.privacy ? true : undefined}
            aria-describedby={errors.privacy ? "privacy-error" : undefined}
            {...register("privacy")}
          />
          <span>
            I agree to the{" "}
            <Link href="/terms#privacy-policy" className="font-semibold text-primary underline">
              privacy policy
            </Link>
          </span>
        </label>
        {errors.privacy && (
          <p id="privacy-error" className="mt-1 text-sm text-danger">
            {errors.privacy.message}
          </p>
        )}
      </div>
      <SubmitWithOutcome
        busy={isSubmitting}
        label={CONTACT_PAGE.submit}
        busyLabel={CONTACT_PAGE.sending}
        outcome={outcome}
      />
    </form>
  );
}
