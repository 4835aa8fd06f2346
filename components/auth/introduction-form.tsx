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
import { RadioGroup } from "@/components/ui/radio";

const copy = AUTH_COPY.introduction;
type IntroductionChoice = (typeof INTRODUCTION_OPTIONS)[number]["value"];

export function IntroductionForm() {
  const flow = useFlow();
  const [choice, setChoice] = useState<IntroductionChoice | "">("");
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
      <RadioGroup
        legend={copy.question}
        classes={{ legend: "mb-3 font-medium", choices: "grid gap-3 sm:grid-cols-2" }}
        name="introduction"
        options={INTRODUCTION_OPTIONS}
        control={{ value: choice, choose: setChoice }}
        card
      />
      <Button type="submit" size="lg" disabled={busy || done} className="w-full">
        {copy.submit}
      </Button>
    </ScriptForm>
  );
}
