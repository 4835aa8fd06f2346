import type { ReactNode } from "react";

type Props = { id: string; headingId: string; heading: string; intro: string; padding?: string; children: ReactNode };

/** A boxed part of the careers pages (Quick apply, the job alert) that a link can jump to: heading, intro, content. */
export function JobPanel({ id, headingId, heading, intro, padding = "p-5", children }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`mt-12 scroll-mt-20 rounded-lg border border-border ${padding}`}
    >
      <h2 id={headingId} className="text-2xl font-bold">
        {heading}
      </h2>
      <p className="mt-2 text-muted-foreground">{intro}</p>
      {children}
    </section>
  );
}
