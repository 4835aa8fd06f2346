"use client";

import { Button } from "@/components/ui/button";
import { useEffect, useRef } from "react";
import { AUTH_COPY, welcomeTitle } from "@/lib/content/auth";

type Props = { name: string | null; email: string; onProceed: () => void };

/** The modal greeting after a successful login (spec 001, 2.7); Proceed closes it and moves on. */
export function WelcomeDialog({ name, email, onProceed }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="welcome-title"
      aria-describedby="welcome-text"
      onCancel={(event) => {
        event.preventDefault();
        onProceed();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-border bg-background p-8 text-foreground shadow-xl backdrop:bg-black/50"
    >
      <h2 id="welcome-title" className="text-2xl font-bold">
        {welcomeTitle(name, email)}
      </h2>
      <p id="welcome-text" className="mt-2 text-muted-foreground">
        {AUTH_COPY.welcome.text}
      </p>
      <Button
        type="button"
        size="lg"
        autoFocus
        onClick={() => {
          dialog.current?.close();
          onProceed();
        }}
        className="mt-6 w-full"
      >
        {AUTH_COPY.welcome.proceed}
      </Button>
    </dialog>
  );
}
