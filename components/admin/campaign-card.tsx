"use client";

import { CAMPAIGN_STATUS_LABELS, NEWSLETTER_PAGE } from "@/lib/content/admin";
import { CAMPAIGN_MEASURES } from "@/lib/content/newsletter-measures";
import { AUDIENCE_COPY, audienceLabel } from "@/lib/content/newsletter-audience";
import type { CampaignSummary } from "@/lib/features/newsletter/campaigns";
import { CampaignLinks } from "./campaign-links";

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
const percent = (part: number, whole: number) => `${whole > 0 ? (100 * part) / whole : 0}%`;

type Props = { campaign: CampaignSummary; busy: boolean; onAction(id: string, action: "pause" | "resume"): void };

/** One campaign: its state, a progress bar of sent / failed / pending, and pause or resume. */
export function CampaignCard({ campaign, busy, onAction }: Props) {
  const { counts, total } = campaign;
  const failed = counts.failed;
  const pending = counts.pending + counts.sending;
  const handled = total - pending;
  const summary = `${handled} of ${total} handled: ${counts.sent} sent, ${failed} failed, ${pending} pending`;
  return (
    <li className="space-y-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{campaign.subject}</h3>
        <p className="text-sm text-muted-foreground">
          {dateTime.format(new Date(campaign.createdAt))} by {campaign.createdBy}
        </p>
      </div>
      <p className="text-sm">
        {AUDIENCE_COPY.to} {audienceLabel(campaign.audience)}
      </p>
      <p>
        <span className="font-semibold">{CAMPAIGN_STATUS_LABELS[campaign.status]}</span>
        {campaign.pauseReason ? <span className="text-danger"> — {campaign.pauseReason}</span> : null}
      </p>
      <div
        role="progressbar"
        aria-label={`Progress of ${campaign.subject}`}
        aria-valuemin={0}
        aria-valuemax={Math.max(total, 1)}
        aria-valuenow={handled}
        aria-valuetext={summary}
        className="flex h-3 w-full overflow-hidden rounded bg-muted"
      >
        <div className="bg-success" style={{ width: percent(counts.sent, total) }} />
        <div className="bg-danger" style={{ width: percent(failed + counts.unknown + counts.skipped, total) }} />
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <li>{CAMPAIGN_MEASURES.delivered} {counts.sent}</li>
        <li>{CAMPAIGN_MEASURES.failed} {failed}</li>
        <li>Pending {pending}</li>
        {counts.skipped > 0 && <li>Skipped {counts.skipped} (unsubscribed meanwhile)</li>}
        {counts.unknown > 0 && <li>Interrupted {counts.unknown} (not resent, so no one gets two copies)</li>}
        <li>{CAMPAIGN_MEASURES.unsubscribed} {campaign.unsubscribes}</li>
      </ul>
      <CampaignLinks subject={campaign.subject} links={campaign.links} />
      {campaign.status !== "done" && (
        <button
          type="button"
          disabled={busy}
          onClick={() => onAction(campaign.id, campaign.status === "sending" ? "pause" : "resume")}
          className="rounded-md border border-border px-3 py-2 text-sm font-semibold hover:bg-muted disabled:opacity-60"
        >
          {campaign.status === "sending" ? NEWSLETTER_PAGE.pause : NEWSLETTER_PAGE.resume}
        </button>
      )}
    </li>
  );
}
