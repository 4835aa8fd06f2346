import type { IconName } from "@/lib/content/marketing";
import { Icon } from "@/components/ui/icon";

export function IndustryGrid({ industries }: { industries: Array<{ title: string; icon: IconName }> }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {industries.map((industry) => (
        <li
          key={industry.title}
          className="flex flex-col items-center gap-2 rounded-xl border border-border bg-background p-4 text-center"
        >
          <Icon name={industry.icon} className="h-8 w-8 text-primary" />
          <span className="font-medium">{industry.title}</span>
        </li>
      ))}
    </ul>
  );
}
