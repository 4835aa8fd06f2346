import { NAME_MAX, WORKSPACE_SETTINGS_TEXT as text } from "@/lib/content/workspace-settings";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/control-class";

import type { SettingsRow } from "@/lib/features/workspace/settings-view";

type Props = {
  /** The handler every row's form posts to (the row is its `id`). */
  action: string;
  rows: SettingsRow[];
  label: (name: string) => string;
};

/**
 * An ordered list of named rows (a pipeline's stages, its close reasons), each a plain form: rename
 * (Enter saves), move up or down, remove. Each button's name says its row too ("Save: Proposal").
 */
export function OrderedRows({ action, rows, label }: Props) {
  return (
    <ol className="space-y-2">
      {rows.map((row) => (
        <li key={row.id} className="rounded-md border border-border p-3">
          <form method="post" action={action} className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="id" value={row.id} />
            <div className="min-w-48 flex-1">
              <label htmlFor={`name-${row.id}`} className="block text-sm font-medium">
                {label(row.name)}
              </label>
              <input
                id={`name-${row.id}`}
                name="name"
                required
                maxLength={NAME_MAX}
                defaultValue={row.name}
                className={controlClass}
              />
            </div>
            {row.note && <span className="pb-2 text-sm text-muted-foreground">{row.note}</span>}
            <RowButton value="rename" text={text.save} name={row.name} />
            {row.up && <RowButton value="up" text={text.up} name={row.name} />}
            {row.down && <RowButton value="down" text={text.down} name={row.name} />}
            {row.removable && <RowButton value="remove" text={text.remove} name={row.name} />}
          </form>
        </li>
      ))}
    </ol>
  );
}

function RowButton({ value, text: words, name }: { value: string; text: string; name: string }) {
  return (
    <Button
      type="submit"
      name="action"
      value={value}
      variant={value === "rename" ? "primary" : "outline"}
      className="px-3 py-2"
      formNoValidate={value !== "rename"}
      aria-label={`${words}: ${name}`}
    >
      {words}
    </Button>
  );
}

/** The form that adds a row at the end of a pipeline's list. */
export function AddRow({
  action,
  pipeline,
  label,
  submit,
}: {
  action: string;
  pipeline: string;
  label: string;
  submit: string;
}) {
  const id = `add-${action.split("/").pop()}-${pipeline}`;
  return (
    <form method="post" action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="pipeline" value={pipeline} />
      <input type="hidden" name="action" value="add" />
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <input id={id} name="name" required maxLength={NAME_MAX} className={controlClass} />
      </div>
      <Button type="submit" className="px-3 py-2">
        {submit}
      </Button>
    </form>
  );
}
