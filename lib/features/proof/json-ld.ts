// schema.org Article for a case study's page (Google's Article fields: headline, image, dates,
// author and publisher), about the service it shows; the client is named only when not anonymised.
import "server-only";
import { caseStudyPath, servicePath } from "../../content/proof";
import { COMPANY } from "../../content/site";
import type { CaseStudyPage } from "./queries";

export function caseStudyJsonLd(study: CaseStudyPage, siteUrl: string): Record<string, unknown> {
  const organization = { "@type": "Organization", name: COMPANY.name, url: siteUrl, logo: `${siteUrl}/logo.svg` };
  const url = `${siteUrl}${caseStudyPath(study.slug)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: study.title,
    description: study.summary,
    ...(study.image ? { image: [`${siteUrl}${study.image.src}`] } : {}),
    datePublished: study.publishedAt.toISOString(),
    dateModified: study.updatedAt.toISOString(),
    author: organization,
    publisher: organization,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    about: {
      "@type": "Service",
      name: study.serviceLabel,
      url: `${siteUrl}${servicePath(study.service)}`,
      provider: { "@type": "Organization", name: COMPANY.name },
    },
    ...(study.anonymised ? {} : { mentions: { "@type": "Organization", name: study.clientName } }),
  };
}
