import type { ReactNode } from "react";

/** A centred heading and text: the answer page after following a link from a mail. */
export function MessagePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <div className="mt-4 space-y-4 text-muted-foreground">{children}</div>
    </section>
  );
}
