import {
  MESSAGE_BODY_MAX,
  SUBJECT_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_PURPOSES,
  TEMPLATE_PURPOSE_KEYS,
  TEMPLATES_API,
  TEMPLATES_TEXT,
  placeholderHint,
} from "@/lib/content/conversations-write";
import type { TemplateView } from "@/lib/features/conversations";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";

const purposeOptions = [
  { value: "", label: TEMPLATES_TEXT.noPurpose },
  ...TEMPLATE_PURPOSE_KEYS.map((key) => ({ value: key, label: TEMPLATE_PURPOSES[key] })),
];

/** A template's fields; `prefix` keeps each form's ids apart. */
function TemplateFields({ prefix, template }: { prefix: string; template?: TemplateView }) {
  return (
    <>
      <FormField
        id={`${prefix}-name`}
        label={TEMPLATES_TEXT.name}
        name="name"
        required
        maxLength={TEMPLATE_NAME_MAX}
        defaultValue={template?.name}
      />
      <SelectField
        id={`${prefix}-purpose`}
        label={TEMPLATES_TEXT.purpose}
        name="purpose"
        defaultValue={template?.purpose ?? ""}
        options={purposeOptions}
      />
      <FormField
        id={`${prefix}-subject`}
        label={TEMPLATES_TEXT.subject}
        name="subject"
        required
        maxLength={SUBJECT_MAX}
        defaultValue={template?.subject}
      />
      <FormField
        id={`${prefix}-body`}
        label={TEMPLATES_TEXT.body}
        hint={placeholderHint()}
        name="body"
        multiline
        className="min-h-48"
        required
        maxLength={MESSAGE_BODY_MAX}
        defaultValue={template?.body}
      />
    </>
  );
}

/** A one-button form of the list (delete, up, down). */
function ActionButton({ id, action, label }: { id: string; action: "delete" | "up" | "down"; label: string }) {
  return (
    <form method="post" action={TEMPLATES_API}>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="outline" size="sm">
        {label}
      </Button>
    </form>
  );
}

/** The templates in order, each editable in place, with its delete and move buttons. */
export function TemplateList({ templates }: { templates: TemplateView[] }) {
  if (templates.length === 0) return <p className="text-muted-foreground">{TEMPLATES_TEXT.none}</p>;
  return (
    <ol className="space-y-4">
      {templates.map((template, index) => (
        <li key={template.id} className="rounded-lg border border-border p-4">
          <details>
            <summary className="cursor-pointer font-semibold">
              {template.name}
              {template.purpose ? ` · ${TEMPLATE_PURPOSES[template.purpose]}` : ""}
            </summary>
            <form method="post" action={TEMPLATES_API} className="mt-4 max-w-3xl space-y-4">
              <input type="hidden" name="action" value="save" />
              <input type="hidden" name="id" value={template.id} />
              <TemplateFields prefix={`template-${index}`} template={template} />
              <Button type="submit">{TEMPLATES_TEXT.save(template.name)}</Button>
            </form>
          </details>
          <div className="mt-3 flex flex-wrap gap-2">
            {index > 0 && <ActionButton id={template.id} action="up" label={TEMPLATES_TEXT.up(template.name)} />}
            {index < templates.length - 1 && (
              <ActionButton id={template.id} action="down" label={TEMPLATES_TEXT.down(template.name)} />
            )}
            <ActionButton id={template.id} action="delete" label={TEMPLATES_TEXT.remove(template.name)} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The form that adds a template at the end of the list. */
export function NewTemplateForm() {
  return (
    <form method="post" action={TEMPLATES_API} className="max-w-3xl space-y-4">
      <input type="hidden" name="action" value="create" />
      <TemplateFields prefix="new-template" />
      <Button type="submit">{TEMPLATES_TEXT.create}</Button>
    </form>
  );
}
