import type { ReactNode } from "react";

type Props = { eyebrow?: string; title: string; text: string; children?: ReactNode };

/** The top band of an inner page: its one h1, a lead paragraph and optional actions. */
export function PageHero({ eyebrow, title, text, children }: Props) {
  return (
    <section className="bg-muted">
      <div className="mx-auto max-w-7xl px-4 py-16 md:py-20">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{text}</p>
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
