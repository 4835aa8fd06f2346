import type { DetailField } from "@/lib/features/admin/lists/types";
import { TermList } from "@/components/ui/term-list";

const CLASSES = {
  list: "grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]",
  item: "contents",
  term: "font-semibold",
  detail: "whitespace-pre-line break-words text-muted-foreground",
};

/** Labelled values as a description list; visitor text is shown as text, line breaks kept. */
export function FieldList({ fields }: { fields: DetailField[] }) {
  return (
    <TermList
      items={fields}
      entry={(field) => ({ key: field.label, term: field.label, detail: field.value || "—" })}
      classes={CLASSES}
    />
  );
}
