// A case study's page: what the client needed, what we did and what changed, in the operator's
// plain text (rendered as text, never HTML), with its Article JSON-LD.
import type { Metadata } from "next";
import { PlainText } from "@/components/ui/plain-text";
import { CtaBand } from "@/components/ui/cta-band";
import { FactList } from "@/components/ui/fact-list";
import { Link } from "@/components/ui/link";
import { CASE_STUDY_TEXT as T, CASE_STUDIES_PATH, caseStudyPath, servicePath } from "@/lib/content/proof";
import { COMPANY } from "@/lib/content/site";
import { config } from "@/lib/core/config";
import { JsonLd } from "@/components/seo/json-ld";
import { caseStudyJsonLd } from "@/lib/features/proof/json-ld";
import type { CaseStudyPage } from "@/lib/features/proof/queries";
import { FigureList } from "./case-study-cards";
import { preloadProofImage, ProofImage } from "./proof-image";

/** Tailwind's `md:`, from where the cover sits under the title (see CaseStudyArticle). */
const COVER_ON_FIRST_SCREEN = "(min-width: 768px)";

export function caseStudyMetadata(study: CaseStudyPage | null): Metadata {
  if (!study) return { title: T.notFound, robots: { index: false } };
  const path = caseStudyPath(study.slug);
  // The card is app/(site)/case-studies/[slug]/opengraph-image.tsx (the title and service).
  return {
    title: study.title,
    description: study.summary,
    alternates: { canonical: path },
    openGraph: {
      title: `${study.title} | ${COMPANY.name}`,
      description: study.summary,
      url: path,
      siteName: COMPANY.name,
      type: "article",
      locale: "en_IN",
    },
  };
}

function Part({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4">
        <PlainText text={text} />
      </div>
    </section>
  );
}

export function CaseStudyArticle({ study }: { study: CaseStudyPage }) {
  const facts: Array<[string, string]> = [
    [study.anonymised ? T.anonymisedClient : T.client, study.clientName],
    [T.industry, study.industry],
    [T.service, study.serviceLabel],
  ];
  // On a phone the story comes first and the cover after the results (flex order), loaded lazily:
  // on the first screen it was the page's largest paint, and Lighthouse (mobile) counts its
  // download after the page's scripts' (91 to 95 where other pages score 97 or 98, #26). After the
  // results it stays below the first screen even when every part is one line. From md up it sits
  // under the title, preloaded for those screens only.
  if (study.image) preloadProofImage(study.image, "wide", COVER_ON_FIRST_SCREEN);
  return (
    <>
      <article className="mx-auto flex max-w-4xl flex-col px-4 py-12 md:py-16">
        <JsonLd data={caseStudyJsonLd(study, config.pageSiteUrl)} />
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{T.eyebrow(study.serviceLabel)}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight">{study.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{study.summary}</p>
        <FactList facts={facts} className="sm:grid-cols-3" />
        {study.image && (
          <ProofImage
            image={study.image}
            alt={study.imageAlt}
            sizes="wide"
            className="order-1 mt-10 aspect-video w-full rounded-xl object-cover md:order-none md:mt-8"
          />
        )}
        <Part id="challenge" title={T.challenge} text={study.challenge} />
        <Part id="approach" title={T.approach} text={study.approach} />
        <section aria-labelledby="results" className="mt-10">
          <h2 id="results" className="text-2xl font-bold">
            {T.results}
          </h2>
          <div className="mt-4">
            <FigureList figures={study.figures} size="page" />
          </div>
          <div className="mt-6">
            <PlainText text={study.results} />
          </div>
        </section>
        <div className="order-2 md:order-none">
          {study.quote && (
            <figure className="mt-10 rounded-xl border-l-4 border-primary bg-muted p-6">
              <blockquote className="text-xl leading-relaxed">
                <p>“{study.quote.text}”</p>
              </blockquote>
              <figcaption className="mt-4 font-semibold">— {T.quoteBy(study.quote.name, study.quote.role)}</figcaption>
            </figure>
          )}
          <p className="mt-10 flex flex-wrap gap-x-6 gap-y-2">
            <Link href={servicePath(study.service)} className="font-semibold text-primary hover:underline">
              {T.more}: {study.serviceLabel}
            </Link>
            <Link href={CASE_STUDIES_PATH} className="font-semibold text-primary hover:underline">
              {T.all}
            </Link>
          </p>
        </div>
      </article>
      <CtaBand cta={{ title: T.ctaTitle, text: T.ctaText, actions: [T.ctaAction] }} />
    </>
  );
}
