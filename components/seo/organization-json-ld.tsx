import { getCompanyDetails } from "@/lib/features/settings";
import { organizationJsonLd } from "@/lib/features/settings/json-ld";
import { config } from "@/lib/core/config";
import { JsonLd } from "./json-ld";

/** schema.org Organization for search engines. */
export async function OrganizationJsonLd() {
  return <JsonLd data={organizationJsonLd(await getCompanyDetails(), config.pageSiteUrl)} />;
}
