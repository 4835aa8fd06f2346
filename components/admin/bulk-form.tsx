import { ownerOptions, WORK_TEXT } from "@/lib/content/workspace-record";
import { NOT_FIT_TEXT } from "@/lib/content/conversations-write";
import type { Pipeline, WorkKind } from "@/lib/content/workspace";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";

type Choice = { value: string; label: string };

export const BULK_FORM_ID = "bulk-form";

/**
 * What to do with the records ticked in the list's table (their checkboxes name this form): move
 * them to a stage (with the reason when it closes them) or give them to an owner.
 */
export function BulkForm({
  kind,
  pipeline,
  back,
  stages,
  reasons,
  operators,
}: {
  kind?: WorkKind;
  /** On a board: the pipeline, whose cards are ticked by their work item ids. */
  pipeline?: Pipeline;
  back: string;
  stages: Choice[];
  reasons: Choice[];
  operators: Choice[];
}) {
  return (
    <form
      id={BULK_FORM_ID}
      method="post"
      action="/api/admin/work/bulk"
      aria-labelledby="bulk-heading"
      className="space-y-3 rounded-lg border border-border p-4"
    >
      <h2 id="bulk-heading" className="text-xl font-bold">
        {WORK_TEXT.bulkTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{WORK_TEXT.bulkHint}</p>
      {kind && <input type="hidden" name="kind" value={kind} />}
      {pipeline && <input type="hidden" name="pipeline" value={pipeline} />}
      <input type="hidden" name="back" value={back} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          id="bulk-action"
          label={WORK_TEXT.bulkAction}
          name="action"
          defaultValue="stage"
          options={[
            { value: "stage", label: WORK_TEXT.bulkMove },
            { value: "owner", label: WORK_TEXT.bulkAssign },
          ]}
        />
        <SelectField id="bulk-stage" label={WORK_TEXT.stageLabel} name="stageId" options={stages} />
        <SelectField
          id="bulk-reason"
          label={WORK_TEXT.reasonLabel}
          name="reason"
          options={[{ value: "", label: WORK_TEXT.reasonNone }, ...reasons]}
        />
        <SelectField id="bulk-owner" label={WORK_TEXT.ownerLabel} name="ownerId" options={ownerOptions(operators)} />
      </div>
      <CheckboxField id="bulk-not-fit" name="notFit" label={NOT_FIT_TEXT.label} hint={NOT_FIT_TEXT.hint} />
      <Button type="submit">{WORK_TEXT.bulkButton}</Button>
    </form>
  );
}

/** What the bulk form brought back (?bulk=<count> or ?bulk-error=<problem>), as the page says it. */
export function bulkNotice(params: Record<string, string | string[] | undefined>) {
  const changed = Number(params.bulk);
  const notice = params.bulk !== undefined && Number.isInteger(changed) ? WORK_TEXT.notices.bulk(changed) : null;
  const error =
    params["bulk-error"] === "invalid"
      ? WORK_TEXT.problems.invalid
      : params["bulk-error"]
        ? WORK_TEXT.problems.failed
        : null;
  return { notice, error };
}
