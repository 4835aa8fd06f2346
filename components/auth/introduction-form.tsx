"use client";

import { Button } from "@/components/ui/button";
import { useState } from "react";
import { AUTH_COPY, greeting, INTRODUCTION_OPTIONS } from "@/lib/content/auth";
import { AUTH_MESSAGES } from "@/lib/content/messages/auth";
import { MissingFlow } from "./missing-flow";
import { useAuthPost } from "./use-auth-post";
import { useFlow } from "./use-flow";
import { useFinishFlow } from "./use-redirect-later";
import { ScriptForm } from "@/components/ui/script-form";

const copy = AUTH_COPY.introduction;

export function IntroductionForm() {
  const flow = useFlow();
  const [choice, setChoice] = useState<string>("");
  const { busy, send } = useAuthPost();
  const { done, finish } = useFinishFlow();

  if (flow === null) return null;
  if (!flow.email) return <MissingFlow />;
  const { email, introductionToken } = flow;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (choice && introductionToken) {
      const result = await send("/api/auth/introduction", { token: introductionToken, choice });
      if (!result.ok) return;
    }
    finish(AUTH_MESSAGES.introductionSuccess);
  }

  return (
    <ScriptForm onSubmit={onSubmit} className="space-y-6">
      <p className="text-xl font-semibold">{greeting(email)}</p>
      <fieldset>
        <legend className="mb-3 font-medium">{copy.question}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {INTRODUCTION_OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-border p-4 has-[:checked]:border-primary has-[:checked]:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
            >
              <input
                type="radio"
                name="introduction"
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                className="h-4 w-4"
              />
              <span className="font-medium">{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" size="lg" disabled={busy || done} className="w-full">
        {copy.submit}
      </Button>
    </ScriptForm>
  );
}
