import { dueLabel } from "@/lib/content/workspace-promise";
import { cn } from "@/components/ui/cn";

const TONES = {
  overdue: "border-danger text-danger",
  due: "border-border text-foreground",
  answered: "border-border text-muted-foreground",
} as const;

/**
 * A record's promise where the board, the lists and the record's page show it: "due in 3 h",
 * "overdue by 1 day", "answered"; nothing for a record without a due time. `now` is the page's.
 */
export function DueBadge({
  item,
  now,
  className,
}: {
  item: { dueAt: Date | null; answeredAt: Date | null };
  now: Date;
  className?: string;
}) {
  const label = dueLabel(item, now);
  if (!label) return null;
  return (
    <span
      className={cn(
        "inline-block rounded border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap",
        TONES[label.tone],
        className,
      )}
      title={item.dueAt && label.tone !== "answered" ? item.dueAt.toISOString() : undefined}
    >
      {label.text}
    </span>
  );
}
