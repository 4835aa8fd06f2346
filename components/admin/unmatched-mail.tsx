import { MESSAGE_TEXT, UNMATCHED_TEXT, unmatchedReason } from "@/lib/content/conversations-view";
import { formatDateTime } from "@/lib/features/admin/dates";
import type { UnmatchedRow } from "@/lib/features/conversations/unmatched";
import { RECORD_REFERENCE_MAX } from "@/lib/validation/unmatched-mail";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { NoticeLines } from "@/components/ui/notice-lines";
import { SelectField } from "@/components/ui/select-field";

/** One unmatched reply: who, what, when and why, then its two plain forms (file it, delete it). */
function UnmatchedMessage({ row }: { row: UnmatchedRow }) {
  const action = `/api/admin/unmatched-mail/${encodeURIComponent(row.id)}`;
  const subject = row.subject || MESSAGE_TEXT.noSubject;
  const heading = `unmatched-${row.id}`;
  return (
    <li>
      <article
        aria-labelledby={heading}
        className="space-y-4 rounded-lg border border-border p-5 [overflow-wrap:anywhere]"
      >
        <h2 id={heading} className="text-xl font-bold">
          {subject}
        </h2>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
          <dt className="font-semibold">{UNMATCHED_TEXT.columns[0]}</dt>
          <dd>{MESSAGE_TEXT.from(row.fromName, row.fromAddress)}</dd>
          <dt className="font-semibold">{UNMATCHED_TEXT.columns[2]}</dt>
          <dd>
            <time dateTime={row.receivedAt.toISOString()}>{formatDateTime(row.receivedAt)}</time>
          </dd>
          <dt className="font-semibold">{UNMATCHED_TEXT.columns[3]}</dt>
          <dd>{unmatchedReason(row.reason)}</dd>
        </dl>
        <form method="post" action={action} className="space-y-3" aria-label={UNMATCHED_TEXT.fileTitle(subject)}>
          <input type="hidden" name="action" value="file" />
          {row.records.length > 0 && (
            <SelectField
              id={`${heading}-item`}
              name="itemId"
              label={UNMATCHED_TEXT.suggestionsLabel}
              defaultValue={row.records[0]?.itemId}
              options={[
                ...row.records.map((record) => ({ value: record.itemId, label: record.label })),
                { value: "", label: UNMATCHED_TEXT.suggestionNone },
              ]}
            />
          )}
          <FormField
            id={`${heading}-record`}
            name="record"
            label={UNMATCHED_TEXT.recordLabel}
            hint={UNMATCHED_TEXT.recordHint}
            maxLength={RECORD_REFERENCE_MAX}
            autoComplete="off"
          />
          <Button type="submit">{UNMATCHED_TEXT.fileButton}</Button>
        </form>
        <form method="post" action={action} className="space-y-2">
          <input type="hidden" name="action" value="delete" />
          <p className="text-sm text-muted-foreground">{UNMATCHED_TEXT.deleteHint}</p>
          <Button type="submit" variant="danger" aria-label={`${UNMATCHED_TEXT.deleteButton} "${subject}"`}>
            {UNMATCHED_TEXT.deleteButton}
          </Button>
        </form>
      </article>
    </li>
  );
}

/** The Unmatched mail page: the replies no reply address filed, newest first. */
export function UnmatchedMail({
  rows,
  notice,
  error,
}: {
  rows: UnmatchedRow[];
  notice: string | null;
  error: string | null;
}) {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{UNMATCHED_TEXT.title}</h1>
        <p className="text-muted-foreground">{UNMATCHED_TEXT.intro}</p>
        <NoticeLines notice={notice} error={error} space="mt-3" boldError />
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-border p-6 text-muted-foreground">{UNMATCHED_TEXT.empty}</p>
      ) : (
        <ul className="space-y-4" aria-label={UNMATCHED_TEXT.caption}>
          {rows.map((row) => (
            <UnmatchedMessage key={row.id} row={row} />
          ))}
        </ul>
      )}
    </div>
  );
}
