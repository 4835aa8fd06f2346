import { Button } from "@/components/ui/button";
import { CANCEL_STEP_TEXT } from "@/lib/content/booking";

type Props = {
  /** True once the visitor or operator asked to cancel: the question and the button that cancels. */
  confirming: boolean;
  /** The page itself with the question (`step=cancel`): a link, since asking changes nothing. */
  askHref: string;
  /** Where the cancel is posted, with its fields. */
  cancel: { action: string; hidden: Record<string, string> };
  /** The page without the question. */
  keepHref: string;
  when: string;
};

const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);

/** Cancelling asks once more, without a script: the link shows the question, its button cancels. */
export function CancelStep({ confirming, askHref, cancel, keepHref, when }: Props) {
  if (!confirming) {
    return (
      <a href={askHref} className="inline-block rounded-md border border-danger px-5 py-3 font-semibold text-danger">
        {CANCEL_STEP_TEXT.ask}
      </a>
    );
  }
  return (
    <form
      method="post"
      action={cancel.action}
      className="space-y-4 rounded-lg border border-danger p-4"
      aria-labelledby="cancel-question"
    >
      {hiddenFields(cancel.hidden)}
      <p id="cancel-question" className="font-semibold">
        {CANCEL_STEP_TEXT.question(when)}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="danger" size="lg" className="bg-danger text-background hover:bg-danger">
          {CANCEL_STEP_TEXT.confirm}
        </Button>
        <a href={keepHref} className="font-semibold underline">
          {CANCEL_STEP_TEXT.keep}
        </a>
      </div>
    </form>
  );
}
