import type { Stat } from "@/lib/content/marketing";
import { TermList } from "@/components/ui/term-list";

const CLASSES = {
  list: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
  item: "flex flex-col-reverse rounded-xl border border-border bg-background p-6 text-center",
  term: "mt-1 text-muted-foreground",
  detail: "text-4xl font-bold text-primary",
};

/** Figures with their labels, read as "label: value" by assistive technology. */
export function StatList({ stats }: { stats: Stat[] }) {
  return (
    <TermList
      items={stats}
      entry={(stat) => ({ key: stat.label, term: stat.label, detail: stat.value })}
      classes={CLASSES}
    />
  );
}
