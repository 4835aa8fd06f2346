import { NOTE_BODY_MAX, ownerOptions, WORK_TEXT } from "@/lib/content/workspace-record";
import { NOT_FIT_TEXT } from "@/lib/content/conversations-write";
import type { WorkView } from "@/lib/features/workspace";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { controlClass } from "@/components/ui/control-class";
import { Labelled } from "@/components/ui/labelled";
import { SelectField } from "@/components/ui/select-field";

/** One of the record's forms: a plain POST to the record, its `action` telling which change it makes. */
function WorkForm({
  work,
  action,
  className = "space-y-4",
  children,
}: {
  work: WorkView;
  action: "stage" | "owner" | "note";
  className?: string;
  children: ReactNode;
}) {
  const url = `/api/admin/work/${encodeURIComponent(work.kind)}/${encodeURIComponent(work.recordId)}`;
  return (
    <form method="post" action={url} className={className}>
      <input type="hidden" name="action" value={action} />
      {children}
    </form>
  );
}

/**
 * A record's stage and owner: plain forms, each answered with a redirect back to the record. A move
 * to Rejected or Lost needs a reason; "tell the applicant" mails them the new status.
 */
export function WorkForms({
  work,
  notify,
  notFit = [],
}: {
  work: WorkView;
  notify: boolean;
  notFit?: ReadonlyArray<{ id: string; name: string }>;
}) {
  return (
    <div className="space-y-6">
      <WorkForm work={work} action="stage">
        <SelectField
          id="work-stage"
          label={WORK_TEXT.stageLabel}
          name="stageId"
          defaultValue={work.stageId}
          options={work.stages.map((stage) => ({ value: stage.id, label: stage.name }))}
        />
        <SelectField
          id="work-reason"
          label={WORK_TEXT.reasonLabel}
          name="reason"
          hint={WORK_TEXT.reasonHint}
          defaultValue={work.reasons.find((reason) => reason.label === work.reason)?.id ?? ""}
          options={[
            { value: "", label: WORK_TEXT.reasonNone },
            ...work.reasons.map((reason) => ({ value: reason.id, label: reason.label })),
          ]}
        />
        {notify && (
          <div>
            <CheckboxField id="work-notify" name="notify" label={WORK_TEXT.notifyLabel} hint={WORK_TEXT.notifyHint} />
          </div>
        )}
        {notFit.length > 0 && <NotFitFields templates={notFit} />}
        <Button type="submit">{WORK_TEXT.moveButton}</Button>
      </WorkForm>
      <WorkForm work={work} action="owner">
        <SelectField
          id="work-owner"
          label={WORK_TEXT.ownerLabel}
          name="ownerId"
          defaultValue={work.ownerId ?? ""}
          options={ownerOptions(work.operators.map((operator) => ({ value: operator.id, label: operator.name })))}
        />
        <Button type="submit" variant="outline">
          {WORK_TEXT.ownerButton}
        </Button>
      </WorkForm>
    </div>
  );
}

/** The move's offer to send a "not a fit" message when it rejects (once per record). */
function NotFitFields({ templates }: { templates: ReadonlyArray<{ id: string; name: string }> }) {
  return (
    <div className="space-y-2">
      <CheckboxField id="work-not-fit" name="notFit" label={NOT_FIT_TEXT.label} hint={NOT_FIT_TEXT.hint} />
      {templates.length > 1 ? (
        <SelectField
          id="work-not-fit-template"
          label={NOT_FIT_TEXT.template}
          name="notFitTemplate"
          options={templates.map((template) => ({ value: template.id, label: template.name }))}
        />
      ) : (
        <input type="hidden" name="notFitTemplate" value={templates[0]?.id ?? ""} />
      )}
    </div>
  );
}

/** The form that adds a note (Markdown; `@name` mentions an operator). */
export function NoteForm({ work }: { work: WorkView }) {
  return (
    <WorkForm work={work} action="note" className="space-y-3">
      <Labelled id="work-note" label={WORK_TEXT.noteLabel} hint={WORK_TEXT.noteHint}>
        <textarea
          id="work-note"
          name="body"
          rows={4}
          required
          maxLength={NOTE_BODY_MAX}
          aria-describedby="work-note-hint"
          className={controlClass}
        />
      </Labelled>
      <Button type="submit">{WORK_TEXT.noteButton}</Button>
    </WorkForm>
  );
}
