import type { ReactNode } from "react";

/** One part of an operator page: a region named by its heading, with an optional intro. */
export function AdminSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {intro ? <p className="text-muted-foreground">{intro}</p> : null}
      {children}
    </section>
  );
}
