"use client";

import { Toaster } from "react-hot-toast";

/** react-hot-toast with its defaults (spec 001, 4), coloured with the site's tokens. */
export function AuthToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        className: "!bg-background !text-foreground !border !border-border !shadow-lg",
        ariaProps: { role: "status", "aria-live": "polite" },
      }}
    />
  );
}
