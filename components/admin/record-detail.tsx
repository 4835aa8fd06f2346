import Link from "next/link";
import type { ReactNode } from "react";
import { ADMIN_AREA, MODERATION_TEXT, OUTBOX_TEXT } from "@/lib/content/admin";
import { formatDateTime } from "@/lib/features/admin/dates";
import type { AdminList, RecordDetail } from "@/lib/features/admin/lists";
import type { WorkView } from "@/lib/features/workspace";
import type { OperatorZone } from "./announce-fields";
import { BlogPreview, ModerationForms } from "./blog-review";
import { FieldList } from "./field-list";
import { PersonLink } from "./person-view";
import type { InviteState } from "@/lib/features/booking/interview-book";
import { InterviewInviteForm, type InterviewQuery } from "./interview-invite-form";
import { WorkSection, type WorkQuery } from "./work-section";
import { WriteSection, type WriteProps } from "./write-section";
import { Button } from "@/components/ui/button";
import { NoticeLines } from "@/components/ui/notice-lines";

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${title}-heading`.replace(/\W+/g, "-")} className="rounded-lg border border-border p-5">
      <h2 id={`${title}-heading`.replace(/\W+/g, "-")} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One record: its fields, consent, file, pipeline, linked feedback and links. */
type Props = {
  list: AdminList;
  id: string;
  record: RecordDetail;
  notice: string | null;
  error?: string | null;
  zone: OperatorZone;
  /** The person page of the record's address (/admin/people/<handle>), where it has one. */
  person?: string | null;
  /** The record's work item (stage, owner, notes, history), for the records that have one. */
  work?: {
    view: WorkView;
    query: WorkQuery & InterviewQuery;
    notFit?: ReadonlyArray<{ id: string; name: string }>;
    interview?: InviteState | null;
  } | null;
  /** "Write to …", for a record with a work item and an address. */
  write?: WriteProps | null;
};

export function RecordDetailView({ list, id, record, notice, error, zone, person, work, write }: Props) {
  return (
    <div className="space-y-6">
      <div>
        <Link href={`/admin/${list.key}`} className="text-sm font-medium text-primary hover:underline">
          ← {list.title}
        </Link>
        <h1 className="mt-2 text-3xl font-bold">{record.heading}</h1>
        <p className="text-muted-foreground">Received {formatDateTime(record.createdAt)}</p>
        {person && <PersonLink href={person} />}
        <NoticeLines notice={notice} error={error} space="mt-3" boldError />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          {record.blog && (
            <Panel title={MODERATION_TEXT.previewTitle}>
              <BlogPreview post={record.blog} />
            </Panel>
          )}
          <Panel title="Details">
            <FieldList fields={record.fields} />
          </Panel>
          {write && <WriteSection {...write} />}
          {record.consent && (
            <Panel title="Consent">
              <p>
                Agreed on {formatDateTime(record.consent.at)}
                {record.consent.ip ? ` from IP address ${record.consent.ip}` : ""}.
              </p>
            </Panel>
          )}
          {list.file && record.file && (
            <Panel title="Resume">
              {record.file.state === "uploaded" ? (
                <p>
                  <a href={`/admin/${list.key}/${id}/resume`} className="font-semibold text-primary underline">
                    Download {record.file.name}
                  </a>{" "}
                  <span className="text-muted-foreground">({kilobytes(record.file.size)})</span>
                </p>
              ) : (
                <p className="font-semibold text-danger">{ADMIN_AREA.resumeMissing}</p>
              )}
            </Panel>
          )}
          {record.feedback.length > 0 && (
            <Panel title="Feedback">
              {record.feedback.map((feedback) => (
                <div key={feedback.id} className="space-y-2">
                  <p className="text-sm text-muted-foreground">Given {formatDateTime(feedback.createdAt)}</p>
                  <FieldList fields={feedback.answers} />
                </div>
              ))}
            </Panel>
          )}
          {record.related.length > 0 && (
            <Panel title="Linked records">
              <ul className="list-disc pl-5">
                {record.related.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="text-primary underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </Panel>
          )}
        </div>
        {record.blog && (
          <Panel title={MODERATION_TEXT.moderationTitle}>
            <ModerationForms action={`/api/admin/blog-posts/${id}`} post={record.blog} zone={zone} />
          </Panel>
        )}
        {record.retry && list.retry && (
          <Panel title={OUTBOX_TEXT.retryTitle}>
            <form method="post" action={`/api/admin/records/${list.key}/${id}/retry`} className="space-y-3">
              <p className="text-sm text-muted-foreground">{OUTBOX_TEXT.retryHint}</p>
              <Button type="submit">{OUTBOX_TEXT.retry}</Button>
            </form>
          </Panel>
        )}
        {work?.view.kind === "career" && (
          <InterviewInviteForm work={work.view} query={work.query} state={work.interview ?? null} />
        )}
        {work && (
          <WorkSection
            work={work.view}
            notify
            earlierNote={record.pipeline?.note ?? ""}
            query={work.query}
            notFit={work.notFit}
          />
        )}
      </div>
    </div>
  );
}
