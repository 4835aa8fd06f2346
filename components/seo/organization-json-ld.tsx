import { COMPANY, SOCIAL_LINKS } from "@/lib/content/site";

import { config } from "@/lib/core/config";

/** schema.org Organization for search engines; `<` is escaped so the JSON cannot close the tag. */
export function OrganizationJsonLd() {
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: COMPANY.name,
    url: config.siteUrl,
    email: COMPANY.email,
    telephone: COMPANY.phone,
    slogan: COMPANY.tagline,
    address: {
      "@type": "PostalAddress",
      streetAddress: COMPANY.address[0],
      addressLocality: "Kanpur",
      addressRegion: "Uttar Pradesh",
      postalCode: "208002",
      addressCountry: "IN",
    },
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />
  );
}
