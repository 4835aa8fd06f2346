import { caseStudyPath } from "@/lib/content/proof";
import { TitleLink } from "@/components/ui/title-link";
import type { CaseStudyCard } from "@/lib/features/proof/queries";
import { ProofImage } from "./proof-image";
import { TermList } from "@/components/ui/term-list";

/** The numbers of a case study, each with what it measures. */
export function FigureList({ figures, size = "card" }: { figures: CaseStudyCard["figures"]; size?: "card" | "page" }) {
  const classes = {
    list: size === "page" ? "grid gap-4 sm:grid-cols-2 lg:grid-cols-4" : "grid grid-cols-2 gap-3",
    item: "flex flex-col-reverse rounded-lg bg-muted p-3",
    term: "text-sm text-muted-foreground",
    detail: size === "page" ? "text-3xl font-bold text-primary" : "text-xl font-bold text-primary",
  };
  const entry = (figure: CaseStudyCard["figures"][number]) => ({
    key: `${figure.value} ${figure.label}`,
    term: figure.label,
    detail: figure.value,
  });
  return <TermList items={figures} entry={entry} classes={classes} />;
}

/** Published case studies as cards: cover, service, title (the link), client and industry, summary, two figures. */
export function CaseStudyCards({ items }: { items: CaseStudyCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((study) => (
        <li key={study.slug}>
          <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-background">
            {/* Decorative here: the title beside it names the case study. */}
            {study.image && (
              <ProofImage image={study.image} alt="" sizes="card" className="aspect-video w-full object-cover" />
            )}
            <div className="flex flex-1 flex-col gap-3 p-5">
              <p className="text-sm font-semibold uppercase tracking-wide text-primary">{study.serviceLabel}</p>
              <TitleLink href={caseStudyPath(study.slug)} className="text-lg font-semibold leading-snug">
                {study.title}
              </TitleLink>
              <p className="text-sm text-muted-foreground">
                {study.clientName} · {study.industry}
              </p>
              <p>{study.summary}</p>
              <div className="mt-auto">
                <FigureList figures={study.figures.slice(0, 2)} />
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
