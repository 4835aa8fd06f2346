"use client";

import { useId, type FormEvent, type ReactNode } from "react";
import { useFormSend } from "@/components/ui/use-form-send";
import {
  SUBSCRIBE_EMAIL_MESSAGE,
  SUBSCRIBE_SENT_MESSAGE,
  SUBSCRIBE_FORM_ID,
  SUBSCRIBE_PATH,
} from "@/lib/content/messages/subscriptions";
import { LightButton } from "@/components/ui/light-button";
import { NETWORK_ERROR } from "@/lib/client/form-results";

// The e-mail rule is needed only on a send: fetched, as useFormSend fetches the transport, when the
// form first takes focus.
const emailRule = () => import("@/lib/validation/email");
const preloadRule = () => void emailRule().catch(() => undefined);

type Status = { kind: "idle" | "sending" } | { kind: "success" | "error"; message: string };

/** `children`: the optional topic checkboxes, rendered by the server (their labels ship no script). */
export function NewsletterForm({ children }: { children?: ReactNode }) {
  const { formRef, send, during, busy, outcome, setOutcome } = useFormSend();
  const status: Status = busy
    ? { kind: "sending" }
    : outcome
      ? { kind: outcome.kind, message: outcome.text }
      : { kind: "idle" };
  const inputId = useId();
  const messageId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const email = String(form.get("email") ?? "");
    // Busy from the click on, while the rule may still be on its way: a second click sends nothing.
    await during(async () => {
      const rule = await emailRule().catch(() => null);
      if (!rule) return setOutcome({ kind: "error", text: NETWORK_ERROR });
      // Same rule as the server's zod schema (lib/validation/subscribe.ts), without shipping zod.
      if (!rule.isValidEmail(email)) return setOutcome({ kind: "error", text: SUBSCRIBE_EMAIL_MESSAGE });
      const interests = form.getAll("interests").map(String);
      const result = await send(SUBSCRIBE_PATH, {
        email: rule.normaliseEmail(email),
        website: String(form.get("website") ?? ""),
        interests,
      });
      if (!result.ok) return setOutcome({ kind: "error", text: result.error });
      setOutcome({ kind: "success", text: SUBSCRIBE_SENT_MESSAGE });
      formElement.reset();
    });
  }

  const showMessage = status.kind === "success" || status.kind === "error";
  return (
    // Without JavaScript the browser posts the form itself and lands on the sign-up's own page.
    <form
      ref={formRef}
      id={SUBSCRIBE_FORM_ID}
      method="post"
      action={SUBSCRIBE_PATH}
      onSubmit={onSubmit}
      onFocus={preloadRule}
      noValidate
      aria-label="Newsletter"
      className="space-y-2"
    >
      <label htmlFor={inputId} className="block font-semibold">
        Subscribe to our newsletter
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Your email address"
          aria-invalid={status.kind === "error"}
          aria-describedby={showMessage ? messageId : undefined}
          className="min-w-0 flex-1 rounded border border-slate-500 bg-white px-3 py-2 text-slate-900"
        />
        <LightButton
          type="submit"
          disabled={status.kind === "sending"}
          variant="plain"
          shape="square"
          className="bg-blue-600 font-semibold text-white hover:bg-blue-700"
        >
          Send
        </LightButton>
      </div>
      {children}
      <div className="absolute -left-[9999px]" aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p id={messageId} role={status.kind === "error" ? "alert" : "status"} className="min-h-6 text-sm">
        {status.kind === "success" && <span className="text-green-300">{status.message}</span>}
        {status.kind === "error" && <span className="text-red-300">{status.message}</span>}
      </p>
    </form>
  );
}
