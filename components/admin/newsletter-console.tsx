"use client";

import { useCallback, useEffect, useState } from "react";
import { useFormSend } from "@/components/ui/use-form-send";
import { NEWSLETTER_PAGE } from "@/lib/content/admin";
import type { CampaignSummary } from "@/lib/features/newsletter/campaigns";
import { CampaignCard, type CampaignAction } from "./campaign-card";
import { NewsletterForm } from "./newsletter-form";
import { Button } from "@/components/ui/button";

const POLL_MS = 1500;
/** While a campaign waits for its time: often enough to see it start within seconds. */
const SCHEDULED_POLL_MS = 5000;

type Props = {
  initialCampaigns: CampaignSummary[];
  /** The page of the list shown (?page=), which the updates ask for again. */
  page: number;
  /** The operator's zone, for the schedule field and scheduled times. */
  zone: string;
  zones: string[];
  /** What the last form sent without JavaScript did (the page reads it from the address). */
  initialNotice: string;
};

/** The form and the campaigns' progress, which updates itself while a campaign is sending or waits for its time. */
export function NewsletterConsole({ initialCampaigns, page, zone, zones, initialNotice }: Props) {
  const [campaigns, setCampaigns] = useState(initialCampaigns);
  const [live, setLive] = useState(true);
  const { send, during, busy } = useFormSend();
  const [notice, setNotice] = useState(initialNotice);

  const refresh = useCallback(async () => {
    const response = await fetch(`/api/admin/campaigns${page > 1 ? `?page=${page}` : ""}`, {
      cache: "no-store",
      headers: { Accept: "application/json" },
    }).catch(() => null);
    if (response?.ok) setCampaigns(((await response.json()) as { campaigns: CampaignSummary[] }).campaigns);
  }, [page]);

  const sending = campaigns.some((campaign) => campaign.status === "sending");
  const scheduled = campaigns.some((campaign) => campaign.status === "scheduled");
  useEffect(() => {
    if (!live || !(sending || scheduled)) return;
    const timer = setInterval(() => void refresh(), sending ? POLL_MS : SCHEDULED_POLL_MS);
    return () => clearInterval(timer);
  }, [live, sending, scheduled, refresh]);

  const act = (id: string, action: CampaignAction) =>
    during(async () => {
      const result = await send(`/api/admin/campaigns/${id}`, { action });
      const sentence = result.ok ? result.data?.message : result.status > 0 ? result.error : undefined;
      setNotice(sentence ?? "The campaign could not be changed. Please try again.");
      await refresh();
    });

  return (
    <div className="space-y-8">
      <NewsletterForm onSent={() => void refresh()} zone={zone} zones={zones} />
      <section aria-labelledby="campaigns-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="campaigns-heading" className="text-2xl font-bold">
            {NEWSLETTER_PAGE.historyTitle}
          </h2>
          <Button
            aria-pressed={!live}
            onClick={() => setLive((on) => !on)}
            variant="outline"
            className="px-3 py-2 text-sm"
          >
            {live ? NEWSLETTER_PAGE.pauseUpdates : NEWSLETTER_PAGE.resumeUpdates}
          </Button>
        </div>
        <p role="status" className="text-sm">
          {notice}
        </p>
        {campaigns.length === 0 ? (
          <p className="text-muted-foreground">{NEWSLETTER_PAGE.noCampaigns}</p>
        ) : (
          <ul className="space-y-4">
            {campaigns.map((campaign) => (
              <CampaignCard
                key={campaign.id}
                campaign={campaign}
                busy={busy}
                zone={zone}
                onAction={(id, action) => void act(id, action)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
