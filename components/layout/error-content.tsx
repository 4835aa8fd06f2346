"use client";

import { Link } from "@/components/ui/link";
import { ERROR_TEXT } from "@/lib/content/errors";

/**
 * The body of every error page: what happened and the two ways on (styled like NotFoundContent).
 * Its button stays a plain one: every page loads this client module with its three error
 * boundaries, and the kit's variants (button-variants.ts) would ride along in each chunk.
 */
export function ErrorContent({ retry }: { retry: () => void }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{ERROR_TEXT.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold">{ERROR_TEXT.title}</h1>
      <p className="mt-4 text-muted-foreground">{ERROR_TEXT.body}</p>
      <div className="mt-8 flex justify-center gap-4">
        <button
          type="button"
          onClick={retry}
          className="rounded bg-primary px-4 py-2 font-semibold text-primary-foreground"
        >
          {ERROR_TEXT.retry}
        </button>
        <Link href="/" className="rounded border border-border px-4 py-2 font-semibold">
          {ERROR_TEXT.home}
        </Link>
      </div>
    </section>
  );
}
