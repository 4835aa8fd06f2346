import { PolicyDocument } from "@/components/marketing/policy-document";
import { PageHero } from "@/components/ui/page-hero";
import { TERMS_GO_BACK, TERMS_HERO, TERMS_META, termsSections } from "@/lib/content/terms";
import { getCompanyDetails } from "@/lib/features/settings";
import { pageMetadata } from "@/lib/core/page-metadata";

export const metadata = pageMetadata(TERMS_META);

export default async function TermsPage() {
  const details = await getCompanyDetails();
  return (
    <>
      <PageHero eyebrow={TERMS_HERO.eyebrow} title={TERMS_HERO.title} text={TERMS_HERO.text}>
        <p className="text-sm font-medium text-muted-foreground">{TERMS_HERO.updated}</p>
      </PageHero>
      <PolicyDocument sections={termsSections(details)} back={TERMS_GO_BACK} />
    </>
  );
}
