import Link from "next/link";
import type { ReactNode } from "react";
import { MarkdownHtml } from "@/components/blog/markdown-html";
import { Table, tableCell, tableRow } from "@/components/ui/table";
import { PERSON_PAGE, PERSON_RECORD_LABELS } from "@/lib/content/workspace-person";
import { formatDateTime } from "@/lib/features/admin/dates";
import { renderMarkdown } from "@/lib/features/blog";
import type { PersonProfile } from "@/lib/features/privacy";

const cell = tableCell({ look: "framed" });
const when = (at: Date | null) => (at ? formatDateTime(at) : PERSON_PAGE.none);

/** "All records of this person", on a record's page (nothing when the record names no address). */
export function PersonLink({ href }: { href: string | null }) {
  return href ? (
    <p>
      <Link href={href} className="font-semibold text-primary underline">
        {PERSON_PAGE.openLink}
      </Link>
    </p>
  ) : null;
}

/** A titled part of the person page. */
export function PersonSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PersonRecords({ records }: { records: PersonProfile["records"] }) {
  return (
    <Table
      caption={PERSON_PAGE.recordsCaption}
      columns={PERSON_PAGE.recordColumns}
      rowCount={records.length}
      empty={PERSON_PAGE.noRecords}
      region={PERSON_PAGE.recordsCaption}
    >
      {records.map((record) => (
        <tr key={`${record.kind}:${record.id}`} className={tableRow}>
          <th scope="row" className={`${cell} font-medium`}>
            {record.href ? (
              <Link href={record.href} className="text-primary underline">
                {PERSON_RECORD_LABELS[record.kind]}
              </Link>
            ) : (
              PERSON_RECORD_LABELS[record.kind]
            )}
          </th>
          <td className={`${cell} break-words`}>{record.title}</td>
          <td className={cell}>{formatDateTime(record.at)}</td>
          <td className={cell}>{record.state}</td>
          <td className={cell}>{record.owner ?? PERSON_PAGE.unassigned}</td>
        </tr>
      ))}
    </Table>
  );
}

export function PersonConsents({ consents }: { consents: PersonProfile["consents"] }) {
  return (
    <Table
      caption={PERSON_PAGE.consentsCaption}
      columns={PERSON_PAGE.consentColumns}
      rowCount={consents.length}
      empty={PERSON_PAGE.noConsents}
      region={PERSON_PAGE.consentsCaption}
    >
      {consents.map((consent, index) => (
        <tr key={index} className={tableRow}>
          <th scope="row" className={`${cell} font-medium`}>
            {consent.what}
          </th>
          <td className={cell}>{formatDateTime(consent.given)}</td>
          <td className={cell}>{consent.ip ?? PERSON_PAGE.none}</td>
          <td className={cell}>{when(consent.confirmed)}</td>
          <td className={cell}>{when(consent.withdrawn)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Every record's history in one list, oldest first; a note shows its Markdown through the site's sanitiser. */
export function PersonTimeline({ timeline }: { timeline: PersonProfile["timeline"] }) {
  return (
    <ol className="space-y-3 border-l-2 border-border pl-4">
      {timeline.map((entry, index) => (
        <li key={index} className="space-y-1">
          <p className="text-sm text-muted-foreground">
            <time dateTime={entry.at.toISOString()}>{formatDateTime(entry.at)}</time> · {entry.record}
          </p>
          <p className="font-medium">
            {entry.text}
            {entry.actor ? ` (${entry.actor})` : ""}
          </p>
          {entry.note !== null && <MarkdownHtml html={renderMarkdown(entry.note)} className="text-sm" />}
        </li>
      ))}
    </ol>
  );
}
