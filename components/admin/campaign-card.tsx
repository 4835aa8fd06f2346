"use client";

import type { FormEvent } from "react";
import { CAMPAIGN_STATUS_LABELS, NEWSLETTER_PAGE } from "@/lib/content/admin";
import { CAMPAIGN_MEASURES } from "@/lib/content/newsletter-measures";
import { AUDIENCE_COPY, audienceLabel } from "@/lib/content/newsletter-audience";
import { whenText } from "@/lib/content/booking";
import { SCHEDULE_TEXT } from "@/lib/content/campaign-schedule";
import { formatDateTime } from "@/lib/features/admin/dates";
import type { CampaignSummary } from "@/lib/features/newsletter/campaigns";
import { CampaignLinks } from "./campaign-links";
import { Button } from "@/components/ui/button";

export type CampaignAction = "pause" | "resume" | "cancel";

const percent = (part: number, whole: number) => `${whole > 0 ? (100 * part) / whole : 0}%`;

type Props = {
  campaign: CampaignSummary;
  busy: boolean;
  zone: string;
  onAction(id: string, action: CampaignAction): void;
};

/** The progress of a campaign that started: a bar of sent / failed / pending and the counts. */
function Progress({ campaign }: { campaign: CampaignSummary }) {
  const { counts, total } = campaign;
  const failed = counts.failed;
  const pending = counts.pending + counts.sending;
  const handled = total - pending;
  const summary = `${handled} of ${total} handled: ${counts.sent} sent, ${failed} failed, ${pending} pending`;
  return (
    <>
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
        <li>
          {CAMPAIGN_MEASURES.delivered} {counts.sent}
        </li>
        <li>
          {CAMPAIGN_MEASURES.failed} {failed}
        </li>
        <li>Pending {pending}</li>
        {counts.skipped > 0 && <li>Skipped {counts.skipped} (unsubscribed meanwhile)</li>}
        {counts.unknown > 0 && <li>Interrupted {counts.unknown} (not resent, so no one gets two copies)</li>}
        <li>
          {CAMPAIGN_MEASURES.unsubscribed} {campaign.unsubscribes}
        </li>
      </ul>
    </>
  );
}

/**
 * One campaign: its state; a scheduled one its time in the operator's zone and Cancel; one that
 * started its progress and pause or resume. Each button is a form that also posts without JavaScript.
 */
export function CampaignCard({ campaign, busy, zone, onAction }: Props) {
  const { status } = campaign;
  const action: CampaignAction | null =
    status === "scheduled" ? "cancel" : status === "sending" ? "pause" : status === "paused" ? "resume" : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action) onAction(campaign.id, action);
  };
  const label =
    action === "cancel" ? SCHEDULE_TEXT.cancel : action === "pause" ? NEWSLETTER_PAGE.pause : NEWSLETTER_PAGE.resume;
  return (
    <li className="space-y-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{campaign.subject}</h3>
        <p className="text-sm text-muted-foreground">
          {formatDateTime(campaign.createdAt)} by {campaign.createdBy}
        </p>
      </div>
      <p className="text-sm">
        {AUDIENCE_COPY.to} {audienceLabel(campaign.audience)}
      </p>
      <p>
        <span className="font-semibold">{CAMPAIGN_STATUS_LABELS[status]}</span>
        {status === "scheduled" && campaign.scheduledAt ? (
          <span> — {SCHEDULE_TEXT.scheduledFor(whenText(new Date(campaign.scheduledAt), zone))}</span>
        ) : null}
        {campaign.pauseReason ? <span className="text-danger"> — {campaign.pauseReason}</span> : null}
      </p>
      {status !== "scheduled" && status !== "cancelled" && <Progress campaign={campaign} />}
      <CampaignLinks subject={campaign.subject} links={campaign.links} />
      {action && (
        <form method="post" action={`/api/admin/campaigns/${campaign.id}`} onSubmit={submit}>
          <input type="hidden" name="action" value={action} />
          <Button
            type="submit"
            disabled={busy}
            aria-label={action === "cancel" ? SCHEDULE_TEXT.cancelLabel(campaign.subject) : undefined}
            variant="outline"
            className="px-3 py-2 text-sm"
          >
            {label}
          </Button>
        </form>
      )}
    </li>
  );
}
