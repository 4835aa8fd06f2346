import clsx from "clsx";
import type { Feature } from "@/lib/content/marketing";
import { ArrowLink } from "./arrow-link";
import { FeatureIcon } from "@/components/ui/icon";

const COLUMNS = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" };

type Props = { items: Feature[]; columns?: keyof typeof COLUMNS };

/** Cards with an h3 each: services offered, values, roles, partnership models, blog areas. */
export function FeatureGrid({ items, columns = 3 }: Props) {
  return (
    <ul className={clsx("grid gap-6", COLUMNS[columns])}>
      {items.map((item) => (
        <li key={item.title} className="flex flex-col rounded-xl border border-border bg-background p-6 shadow-sm">
          {item.icon && <FeatureIcon name={item.icon} />}
          <h3 className={clsx("text-xl font-semibold", item.icon && "mt-4")}>{item.title}</h3>
          <p className="mt-2 text-muted-foreground">{item.text}</p>
          {item.points && (
            <ul className="mt-4 list-disc space-y-1 pl-5">
              {item.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          {item.details && (
            <dl className="mt-4 space-y-3">
              {item.details.map((detail) => (
                <div key={detail.term}>
                  <dt className="font-semibold">{detail.term}</dt>
                  <dd className="text-muted-foreground">{detail.text}</dd>
                </div>
              ))}
            </dl>
          )}
          {item.links && (
            <p className="mt-auto flex flex-wrap gap-x-6 gap-y-2 pt-6">
              {item.links.map((link) => (
                <ArrowLink key={link.href} link={link} />
              ))}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
