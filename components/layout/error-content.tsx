"use client";

import { ERROR_TEXT } from "@/lib/content/errors";
import { LightButton } from "@/components/ui/light-button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Link } from "@/components/ui/link";

/** The body of every error page: what happened and the two ways on (styled like NotFoundContent). */
export function ErrorContent({ retry }: { retry: () => void }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{ERROR_TEXT.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold">{ERROR_TEXT.title}</h1>
      <p className="mt-4 text-muted-foreground">{ERROR_TEXT.body}</p>
      <div className="mt-8 flex justify-center gap-4">
        <LightButton onClick={retry}>
          {ERROR_TEXT.retry}
        </LightButton>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          {ERROR_TEXT.home}
        </Link>
      </div>
    </section>
  );
}
