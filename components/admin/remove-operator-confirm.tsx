import { HANDOVER_TEXT as text } from "@/lib/content/workspace-settings";
import type { OperatorRow } from "@/lib/features/operators";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { SelectField } from "@/components/ui/select-field";
import { NoticeLines } from "@/components/ui/notice-lines";

type Props = { operator: OperatorRow; others: OperatorRow[]; owned: number; error?: string };

/**
 * The second step of removing an operator: who takes the records they own (chosen among the
 * others), then a plain form, so it works from the keyboard and without JavaScript.
 */
export function RemoveOperatorConfirm({ operator, others, owned, error }: Props) {
  return (
    <section aria-labelledby="remove-operator-heading" className="space-y-3 rounded-lg border-2 border-danger p-4">
      <h2 id="remove-operator-heading" className="text-2xl font-bold">
        {text.removeTitle(operator.email)}
      </h2>
      <p>{text.removeIntro(owned)}</p>
      <NoticeLines error={error?.slice(0, 200)} />
      <form method="post" action={`/api/admin/operators/${operator.id}/remove`} className="space-y-3">
        {owned > 0 && (
          <SelectField
            id="remove-heir"
            label={text.heirLabel}
            name="heirId"
            required
            options={others.map((other) => ({ value: other.id, label: `${other.name} (${other.email})` }))}
          />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="destructive">
            {text.confirm}
          </Button>
          <ButtonLink href="/admin/operators" variant="outline" size="md">
            {text.keep}
          </ButtonLink>
        </div>
      </form>
    </section>
  );
}
