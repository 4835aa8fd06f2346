"use client";

import { ErrorContent } from "@/components/layout/error-content";

// An unexpected error in a page outside the site's shell (sign-in screens, wizards, operator
// area): the same message as inside it. Pages of the (site) group get app/(site)/error.tsx.
export default function RootError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="main" className="min-h-[60vh]">
      <ErrorContent retry={retry} />
    </main>
  );
}
