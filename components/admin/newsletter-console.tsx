"use client";

import { useCallback, useEffect, useState } from "react";
import { NEWSLETTER_PAGE } from "@/lib/content/admin";
import type { CampaignSummary } from "@/lib/features/newsletter/campaigns";
import { CampaignCard } from "./campaign-card";
import { NewsletterForm } from "./newsletter-form";

const POLL_MS = 1500;

/** The form and the campaigns' progress, which updates itself while a campaign is sending. */
export function NewsletterConsole({ initialCampaigns }: { initialCampaigns: CampaignSummary[] }) {
  const [campaigns, setCampaigns] = useState(initialCampaigns);
  const [live, setLive] = useState(true);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState("");

  const refresh = useCallback(async () => {
    const response = await fetch("/api/admin/campaigns", { cache: "no-store", headers: { Accept: "application/json" } }).catch(() => null);
    if (response?.ok) setCampaigns(((await response.json()) as { campaigns: CampaignSummary[] }).campaigns);
  }, []);

  const sending = campaigns.some((campaign) => campaign.status === "sending");
  useEffect(() => {
    if (!live || !sending) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [live, sending, refresh]);

  const act = async (id: string, action: "pause" | "resume") => {
    setBusy(true);
    const response = await fetch(`/api/admin/campaigns/${id}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ action }),
    }).catch(() => null);
    const data = (await response?.json().catch(() => null)) as { message?: string; error?: string } | null;
    setNotice(data?.message ?? data?.error ?? "The campaign could not be changed. Please try again.");
    await refresh();
    setBusy(false);
  };

  return (
    <div className="space-y-8">
      <NewsletterForm onSent={() => void refresh()} />
      <section aria-labelledby="campaigns-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="campaigns-heading" className="text-2xl font-bold">
            {NEWSLETTER_PAGE.historyTitle}
          </h2>
          <button type="button" aria-pressed={!live} onClick={() => setLive((on) => !on)} className="rounded-md border border-border px-3 py-2 text-sm font-semibold hover:bg-muted">
            {live ? NEWSLETTER_PAGE.pauseUpdates : NEWSLETTER_PAGE.resumeUpdates}
          </button>
        </div>
        <p role="status" className="text-sm">
          {notice}
        </p>
        {campaigns.length === 0 ? (
          <p className="text-muted-foreground">{NEWSLETTER_PAGE.noCampaigns}</p>
        ) : (
          <ul className="space-y-4">
            {campaigns.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign} busy={busy} onAction={(id, action) => void act(id, action)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
