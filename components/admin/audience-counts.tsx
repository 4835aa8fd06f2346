import { INTEREST_LABELS, INTERESTS, type Interest } from "@/lib/content/interests";
import { AUDIENCE_COPY } from "@/lib/content/newsletter-audience";

/** Each topic's confirmed subscribers, in the page's HTML: seen before sending, script or none. */
export function AudienceCounts({ counts }: { counts: Record<Interest, number> }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold">{AUDIENCE_COPY.perTopicTitle}</summary>
      <p className="mt-1 text-muted-foreground">{AUDIENCE_COPY.perTopicHint}</p>
      <dl className="mt-2 grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        {INTERESTS.map((interest) => (
          <div key={interest} className="contents">
            <dt>{INTEREST_LABELS[interest]}</dt>
            <dd className="text-right font-semibold">{counts[interest]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
