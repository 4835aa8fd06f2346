import { WORK_TEXT } from "@/lib/content/workspace-record";
import type { WorkView } from "@/lib/features/workspace";
import { NoticeLines } from "@/components/ui/notice-lines";
import { AdminSection } from "./admin-section";
import { DueBadge } from "./due-badge";
import { NoteForm, WorkForms } from "./work-panel";
import { WorkTimeline } from "./work-timeline";

/** What a form brought back in the URL (?work=<action> or ?work-error=<problem>). */
export type WorkQuery = { work?: string; "work-error"?: string };

function workNotice(query: WorkQuery) {
  const { notices, problems } = WORK_TEXT;
  const notice = query.work === "stage" || query.work === "owner" || query.work === "note" ? notices[query.work] : null;
  const problem = query["work-error"];
  const error = problem ? (problem === "invalid" ? problems.invalid : problems.failed) : null;
  return { notice, error };
}

/**
 * A record's work: its stage and owner, its notes and its history, on the record's page and on a
 * booked call's. `notify`: the record's writer can be told of a new status (not a call's visitor).
 */
export function WorkSection({
  work,
  notify,
  earlierNote = "",
  query,
  notFit,
}: {
  work: WorkView;
  notify: boolean;
  earlierNote?: string;
  query: WorkQuery;
  /** The "not a fit" templates a move to Rejected may send. */
  notFit?: ReadonlyArray<{ id: string; name: string }>;
}) {
  const { notice, error } = workNotice(query);
  return (
    <div className="space-y-8">
      <NoticeLines notice={notice} error={error} />
      <AdminSection id="work-stage-heading" title={WORK_TEXT.stageTitle}>
        <DueBadge label={work.due} />
        <WorkForms work={work} notify={notify} notFit={notFit} />
      </AdminSection>
      <AdminSection id="work-notes-heading" title={WORK_TEXT.notesTitle}>
        <NoteForm work={work} />
      </AdminSection>
      <AdminSection id="work-history-heading" title={WORK_TEXT.timelineTitle}>
        <WorkTimeline lines={work.timeline} earlierNote={earlierNote} />
      </AdminSection>
    </div>
  );
}
