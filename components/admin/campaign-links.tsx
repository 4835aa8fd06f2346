import { CAMPAIGN_MEASURES } from "@/lib/content/newsletter-measures";
import type { LinkClicks } from "@/lib/features/newsletter/links";

/** A campaign's links and how often each was followed (counted per link, never per reader). */
export function CampaignLinks({ subject, links }: { subject: string; links: LinkClicks[] }) {
  if (links.length === 0) return null;
  return (
    <table className="w-full text-left text-sm">
      <caption className="text-left font-semibold">{CAMPAIGN_MEASURES.linksCaption(subject)}</caption>
      <thead>
        <tr>
          <th scope="col" className="py-1 pr-3">
            {CAMPAIGN_MEASURES.link}
          </th>
          <th scope="col" className="py-1 text-right">
            {CAMPAIGN_MEASURES.clicks}
          </th>
        </tr>
      </thead>
      <tbody>
        {links.map((link) => (
          <tr key={link.position} className="border-t border-border">
            <th scope="row" className="break-all py-1 pr-3 font-normal">
              {link.url}
            </th>
            <td className="py-1 text-right tabular-nums">{link.clicks}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
