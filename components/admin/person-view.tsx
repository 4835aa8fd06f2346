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

type Cells = [ReactNode, ...ReactNode[]];

/** A table of the page: the first cell of a row heads it; a scrolling frame a keyboard can reach. */
function PersonTable(props: {
  caption: string;
  columns: readonly string[];
  empty: string;
  rows: Array<[string, Cells]>;
}) {
  const { caption, columns, empty, rows } = props;
  return (
    <Table caption={caption} columns={columns} rowCount={rows.length} empty={empty} region={caption}>
      {rows.map(([key, [head, ...cells]]) => (
        <tr key={key} className={tableRow}>
          <th scope="row" className={`${cell} font-medium`}>
            {head}
          </th>
          {cells.map((value, index) => (
            <td key={index} className={`${cell} break-words`}>
              {value}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

export function PersonRecords({ records }: { records: PersonProfile["records"] }) {
  const label = (record: PersonProfile["records"][number]) =>
    record.href ? (
      <Link href={record.href} className="text-primary underline">
        {PERSON_RECORD_LABELS[record.kind]}
      </Link>
    ) : (
      PERSON_RECORD_LABELS[record.kind]
    );
  return (
    <PersonTable
      caption={PERSON_PAGE.recordsCaption}
      columns={PERSON_PAGE.recordColumns}
      empty={PERSON_PAGE.noRecords}
      rows={records.map((record) => [
        `${record.kind}:${record.id}`,
        [label(record), record.title, formatDateTime(record.at), record.state, record.owner ?? PERSON_PAGE.unassigned],
      ])}
    />
  );
}

export function PersonConsents({ consents }: { consents: PersonProfile["consents"] }) {
  return (
    <PersonTable
      caption={PERSON_PAGE.consentsCaption}
      columns={PERSON_PAGE.consentColumns}
      empty={PERSON_PAGE.noConsents}
      rows={consents.map((consent, index) => [
        String(index),
        [
          consent.what,
          formatDateTime(consent.given),
          consent.ip ?? PERSON_PAGE.none,
          when(consent.confirmed),
          when(consent.withdrawn),
        ],
      ])}
    />
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
