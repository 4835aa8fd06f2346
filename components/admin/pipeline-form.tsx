import { ADMIN_AREA, PIPELINE_LABELS, PIPELINE_STATUSES } from "@/lib/content/admin";
import { NOTE_MAX } from "@/lib/validation/admin";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { controlClass } from "@/components/ui/field";

/** Status and private note: a plain form post, answered with a redirect back to the record. */
export function PipelineForm({ action, status, note }: { action: string; status: string; note: string }) {
  return (
    <form method="post" action={action} className="space-y-4">
      <SelectField
        id="pipeline-status"
        label="Status"
        name="status"
        defaultValue={status}
        options={PIPELINE_STATUSES.map((value) => ({ value, label: PIPELINE_LABELS[value] }))}
      />
      <div>
        <label className="flex items-start gap-2">
          <input type="checkbox" name="notify" className="mt-1 h-4 w-4" aria-describedby="pipeline-notify-hint" />
          <span>{ADMIN_AREA.notifyApplicant}</span>
        </label>
        <p id="pipeline-notify-hint" className="text-sm text-muted-foreground">
          {ADMIN_AREA.notifyHint}
        </p>
      </div>
      <div>
        <label htmlFor="pipeline-note" className="block font-medium">
          Private note
        </label>
        <p id="pipeline-note-hint" className="text-sm text-muted-foreground">
          Only operators see this note.
        </p>
        <textarea
          id="pipeline-note"
          name="note"
          rows={5}
          maxLength={NOTE_MAX}
          defaultValue={note}
          aria-describedby="pipeline-note-hint"
          className={controlClass}
        />
      </div>
      <Button type="submit">Save</Button>
    </form>
  );
}
