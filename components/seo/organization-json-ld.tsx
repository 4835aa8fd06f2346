import { COMPANY, socialLinksOf } from "@/lib/content/site";
import { getCompanyDetails } from "@/lib/features/settings";

import { config } from "@/lib/core/config";

/** schema.org Organization for search engines; `<` is escaped so the JSON cannot close the tag. */
export async function OrganizationJsonLd() {
  const details = await getCompanyDetails();
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: COMPANY.name,
    url: config.pageSiteUrl,
    email: details.email,
    telephone: details.phone,
    slogan: COMPANY.tagline,
    address: {
      "@type": "PostalAddress",
      streetAddress: details.address[0],
      addressLocality: "Kanpur",
      addressRegion: "Uttar Pradesh",
      postalCode: "208002",
      addressCountry: "IN",
    },
    sameAs: socialLinksOf(details).map((link) => link.href),
  };
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />
  );
}
