import type { Metadata } from "next";
import { RecentFactorGate } from "@/components/admin/confirm-factor-form";
import { hasRecentFactor } from "@/lib/features/auth/recent-factor";
import { AudienceCounts } from "@/components/admin/audience-counts";
import { NewsletterConsole } from "@/components/admin/newsletter-console";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { NEWSLETTER_PAGE } from "@/lib/content/admin";
import { CAMPAIGN_MEASURES } from "@/lib/content/newsletter-measures";
import { Pagination } from "@/components/admin/pagination";
import { parseFilters } from "@/lib/features/admin/filters";
import {
  CAMPAIGN_PAGE_SIZE,
  countPagedCampaigns,
  confirmedSubscriberCount,
  countEachInterest,
  listCampaigns,
} from "@/lib/features/newsletter/campaigns";
import { operatorTimeZone } from "@/lib/features/booking";
import { zoneOptions } from "@/lib/content/booking";
import { campaignNotice } from "@/lib/content/campaign-schedule";
import { NEWSLETTER_MESSAGES } from "@/lib/validation/newsletter";

// The spec names the page "Send Newsletter", without the operator area's suffix.
export const metadata: Metadata = { title: { absolute: NEWSLETTER_PAGE.title } };

type Props = { searchParams: Promise<{ campaign?: string; "campaign-error"?: string; page?: string }> };

// The spec's /Newsletter sender (001, 2.9), now behind the operator role. A form sent without
// JavaScript comes back here with its answer in the address (lib/features/newsletter/operator.ts).
export default async function NewsletterPage({ searchParams }: Props) {
  const user = await requireOperatorPage("/Newsletter");
  const query = await searchParams;
  const filters = parseFilters({ page: query.page }, []);
  const [confirmed, perTopic, campaigns, paged, zone] = await Promise.all([
    confirmedSubscriberCount(),
    countEachInterest(),
    listCampaigns(filters.page),
    countPagedCampaigns(),
    operatorTimeZone(user.id),
  ]);
  const error = query["campaign-error"]?.slice(0, 200);
  const notice = campaignNotice(query.campaign, zone, NEWSLETTER_MESSAGES.queued) ?? "";
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{NEWSLETTER_PAGE.heading}</h1>
      <p className="text-muted-foreground">
        {NEWSLETTER_PAGE.intro} {NEWSLETTER_PAGE.confirmedNow} <strong className="text-foreground">{confirmed}</strong>.
      </p>
      <AudienceCounts counts={perTopic} />
      <p className="text-muted-foreground">{CAMPAIGN_MEASURES.privacyNote}</p>
      <RecentFactorGate recent={hasRecentFactor(user)} returnTo="/Newsletter" />
      {error && (
        <p role="alert" className="font-semibold text-danger">
          {error}
        </p>
      )}
      <NewsletterConsole
        initialCampaigns={campaigns}
        page={filters.page}
        zone={zone}
        zones={zoneOptions(zone)}
        initialNotice={notice}
      />
      <Pagination basePath="/Newsletter" filters={filters} total={paged} pageSize={CAMPAIGN_PAGE_SIZE} />
    </div>
  );
}
