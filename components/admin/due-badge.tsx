import type { DueLabel } from "@/lib/content/workspace-promise";
import { cn } from "@/components/ui/cn";

const TONES = {
  overdue: "border-danger text-danger",
  due: "border-border text-foreground",
  answered: "border-border text-muted-foreground",
} as const;

/**
 * A record's promise where the board, the lists and the record's page show it: "due in 3 h",
 * "overdue by 1 day", "answered" (from `dueLabel`, computed on the server at the page's time); nothing for
 * a record without a due time.
 */
export function DueBadge({ label, className }: { label: DueLabel | null; className?: string }) {
  if (!label) return null;
  return (
    <span
      className={cn(
        "inline-block rounded border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap",
        TONES[label.tone],
        className,
      )}
    >
      {label.text}
    </span>
  );
}
