import { LinkItems } from "@/components/ui/link-items";
import type { LinkRef } from "@/lib/content/marketing";

type Group = { title: string; links: LinkRef[] };

/** The HTML sitemap: one titled link list per group, and the XML sitemap for crawlers. */
export function SitemapGroups({ groups, xml }: { groups: Group[]; xml: LinkRef }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <nav aria-label="Sitemap">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => (
            <div key={group.title} className="rounded-xl border border-border p-6">
              <h2 className="text-xl font-bold">{group.title}</h2>
              <ul className="mt-4 space-y-2">
                <LinkItems links={group.links} className="text-primary hover:underline" />
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <p className="mt-10 text-muted-foreground">
        Looking for the machine-readable version?{" "}
        {/* A plain anchor: the XML file is not a page, so client-side navigation does not apply. */}
        <a href={xml.href} className="font-semibold text-primary hover:underline">
          {xml.label}
        </a>
      </p>
    </div>
  );
}
