import Link from "next/link";
import { AdminSection } from "@/components/admin/admin-section";
import type { LaunchItem } from "@/lib/features/launch/checks";
import { LAUNCH_COPY } from "@/lib/content/launch";

/** The dashboard's "Before launch": one line per open item with the link to its fix; nothing once all are done. */
export function LaunchChecklist({ items }: { items: LaunchItem[] }) {
  if (items.length === 0) return null;
  return (
    <AdminSection id="launch-heading" title={LAUNCH_COPY.title} intro={LAUNCH_COPY.intro}>
      <ul className="space-y-2 rounded-lg border border-danger p-4">
        {items.map((item) => (
          <li key={item.check} className="flex flex-wrap items-baseline gap-x-3">
            <span>{item.text}</span>{" "}
            {item.fix ? (
              <Link href={item.fix.href} className="font-semibold text-primary underline">
                {item.fix.label}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
