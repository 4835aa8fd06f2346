import type { DetailField } from "@/lib/features/admin/lists/types";

/** Labelled values as a description list; visitor text is shown as text, line breaks kept. */
export function FieldList({ fields }: { fields: DetailField[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {fields.map((field) => (
        <div key={field.label} className="contents">
          <dt className="font-semibold">{field.label}</dt>
          <dd className="whitespace-pre-line break-words text-muted-foreground">{field.value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
