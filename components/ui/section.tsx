import clsx from "clsx";
import type { ReactNode } from "react";

type Props = {
  id?: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  tone?: "default" | "muted";
  children: ReactNode;
};

/** A page section: optional eyebrow, an h2 that labels the region, an intro line, then content. */
export function Section({ id, title, eyebrow, intro, tone = "default", children }: Props) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx("scroll-mt-20", tone === "muted" && "bg-muted")}>
      <div className="mx-auto max-w-7xl px-4 py-16">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>}
        <h2 id={headingId} className="mt-1 text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
