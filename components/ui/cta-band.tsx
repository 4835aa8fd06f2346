import type { Cta } from "@/lib/content/marketing";
import { ActionLinks } from "./action-links";

/** The closing call to action of a page, a tinted panel whatever the tone of the section above. */
export function CtaBand({ cta }: { cta: Cta }) {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 py-16">
      <div className="flex flex-col items-start gap-6 rounded-2xl border border-border bg-muted p-8 md:flex-row md:items-center md:justify-between md:p-12">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-2xl font-bold md:text-3xl">
            {cta.title}
          </h2>
          <p className="mt-2 text-lg text-muted-foreground">{cta.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ActionLinks actions={cta.actions} />
        </div>
      </div>
    </section>
  );
}
