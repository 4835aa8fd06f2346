import { CAMPAIGN_STATUS_LABELS } from "@/lib/content/admin";
import { whenText } from "@/lib/content/booking";
import { ANNOUNCE_TEXT, SCHEDULE_TEXT } from "@/lib/content/campaign-schedule";
import { CONFIRM_FACTOR_COPY } from "@/lib/content/confirm-factor";
import { SendAtFields } from "./send-at-fields";
import { Button } from "@/components/ui/button";

/**
 * The operator's time zone for "send at", and, while their last second-factor check is too old to
 * announce (lib/features/auth/recent-factor.ts), the confirmation step's address that leads back.
 */
export type OperatorZone = { zone: string; zones: string[]; confirm?: string | null };

/** Says before the click that announcing will ask for a code, and links to that step. */
function ConfirmFirst({ href }: { href: string | null | undefined }) {
  if (!href) return null;
  return (
    <p className="text-sm">
      {CONFIRM_FACTOR_COPY.announceFirst}{" "}
      <a href={href} className="font-semibold text-primary underline">
        {CONFIRM_FACTOR_COPY.title}
      </a>
    </p>
  );
}

/** An optional time to send at, and the hint that says so. */
function LaterFields({ id, zone, zones }: Omit<OperatorZone, "confirm"> & { id: string }) {
  return (
    <div className="space-y-1">
      <SendAtFields zone={zone} zones={zones} describedBy={`${id}-hint`} />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {ANNOUNCE_TEXT.sendAtHint} {SCHEDULE_TEXT.zoneHint(zone)}
      </p>
    </div>
  );
}

/** "Announce to subscribers of this area" in a publish form: a checkbox and an optional time. */
export function AnnounceOnPublish({ areaTitle, confirm, ...zone }: OperatorZone & { areaTitle: string }) {
  return (
    <fieldset className="space-y-2 rounded-md border border-border p-3">
      <legend className="px-1 font-medium">{SCHEDULE_TEXT.legend}</legend>
      <ConfirmFirst href={confirm} />
      <label className="flex items-center gap-2">
        <input type="checkbox" name="announce" aria-describedby="announce-hint" className="h-4 w-4" />
        {ANNOUNCE_TEXT.checkbox(areaTitle)}
      </label>
      <p id="announce-hint" className="text-sm text-muted-foreground">
        {ANNOUNCE_TEXT.hint}
      </p>
      <LaterFields id="announce-at" {...zone} />
    </fieldset>
  );
}

type Announcement = { status: string; scheduledAt: Date | null; total: number } | null;

/** A published post: how its announcement stands, or the form that announces it. */
export function AnnouncePost({
  postId,
  areaTitle,
  announcement,
  confirm,
  ...zone
}: OperatorZone & { postId: string; areaTitle: string; announcement: Announcement }) {
  if (announcement) {
    const label =
      CAMPAIGN_STATUS_LABELS[announcement.status as keyof typeof CAMPAIGN_STATUS_LABELS] ?? announcement.status;
    const detail =
      announcement.status === "scheduled" && announcement.scheduledAt
        ? SCHEDULE_TEXT.scheduledFor(whenText(announcement.scheduledAt, zone.zone))
        : `${label}, ${announcement.total} recipients`;
    return (
      <p>
        {ANNOUNCE_TEXT.state(detail)}{" "}
        <a href="/Newsletter" className="font-semibold text-primary underline">
          Newsletter
        </a>
      </p>
    );
  }
  return (
    <form method="post" action={`/api/admin/blog-posts/${postId}/announce`} className="space-y-3">
      <ConfirmFirst href={confirm} />
      <LaterFields id="announce-later" {...zone} />
      <Button type="submit" variant="outline">
        {ANNOUNCE_TEXT.button(areaTitle)}
      </Button>
    </form>
  );
}
