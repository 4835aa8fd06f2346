import { getCompanyDetails } from "@/lib/features/settings";
import { organizationJsonLd } from "@/lib/features/settings/json-ld";
import { config } from "@/lib/core/config";

/** schema.org Organization for search engines; `<` is escaped so the JSON cannot close the tag. */
export async function OrganizationJsonLd() {
  const data = organizationJsonLd(await getCompanyDetails(), config.pageSiteUrl);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
