// schema.org Organization of the home page, from the company details. It says how to reach the
// company and never carries testimonials: the samples must not reach search engines, and Google
// ignores reviews a business publishes about itself anyway.
import { COMPANY, socialLinksOf, type CompanyDetails } from "../../content/site";

export function organizationJsonLd(details: CompanyDetails, siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: COMPANY.name,
    url: siteUrl,
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
}
