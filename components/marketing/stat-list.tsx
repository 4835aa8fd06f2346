import type { Stat } from "@/lib/content/marketing";

/** Figures with their labels, read as "label: value" by assistive technology. */
export function StatList({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-xl border border-border bg-background p-6 text-center">
          <dt className="mt-1 text-muted-foreground">{stat.label}</dt>
          <dd className="text-4xl font-bold text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
