import {
  ASSIGNMENT_MODES,
  WORKSPACE_SETTINGS_API,
  WORKSPACE_SETTINGS_TEXT as text,
} from "@/lib/content/workspace-settings";
import { WORK_KINDS, type WorkKind } from "@/lib/content/workspace";
import type { Rule } from "@/lib/features/workspace";
import { Button } from "@/components/ui/button";
import { Radio } from "@/components/ui/radio";
import { SelectField } from "@/components/ui/select-field";

type Operator = { id: string; name: string; email: string };

/**
 * One kind's rule, a plain form: nobody, one operator (the select), or a turn among the ticked
 * operators. Only the fields of the chosen way are read.
 */
export function RuleForm({ kind, rule, operators }: { kind: WorkKind; rule: Rule | undefined; operators: Operator[] }) {
  const label = WORK_KINDS[kind].label;
  const mode = rule?.mode ?? "none";
  const chosen = new Set(rule?.operatorIds ?? []);
  return (
    <form
      method="post"
      action={WORKSPACE_SETTINGS_API.rules}
      className="space-y-3 rounded-md border border-border p-4"
      aria-label={label}
    >
      <input type="hidden" name="kind" value={kind} />
      <fieldset>
        <legend className="font-semibold">{text.modeLegend(label)}</legend>
        {ASSIGNMENT_MODES.map((value) => (
          <Radio
            key={value}
            name="mode"
            value={value}
            defaultChecked={value === mode}
            label={text.modes[value]}
            space="mt-1"
          />
        ))}
      </fieldset>
      <SelectField
        id={`rule-operator-${kind}`}
        label={text.operatorLabel(label)}
        name="operatorId"
        defaultValue={mode === "operator" ? (rule?.operatorIds[0] ?? "") : ""}
        options={[
          { value: "", label: "—" },
          ...operators.map((op) => ({ value: op.id, label: `${op.name} (${op.email})` })),
        ]}
      />
      <fieldset>
        <legend className="text-sm font-medium">{text.turnLegend(label)}</legend>
        {operators.map((op) => (
          <label key={op.id} className="mt-1 flex items-center gap-2">
            <input
              type="checkbox"
              name="operatorIds"
              value={op.id}
              defaultChecked={mode === "round_robin" && chosen.has(op.id)}
              className="h-4 w-4"
            />
            {op.name} ({op.email})
          </label>
        ))}
      </fieldset>
      <Button type="submit">{text.saveRule(label)}</Button>
    </form>
  );
}
