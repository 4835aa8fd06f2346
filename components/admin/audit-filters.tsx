import { AUDIT_ACTION_LABELS, AUDIT_COPY } from "@/lib/content/audit";
import { filterQuery, type ListFilters } from "@/lib/features/admin/filters";
import { DateRangeFields, FilterForm } from "@/components/ui/filter-form";
import { SearchField } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";

const ACTIONS = [
  { value: "", label: AUDIT_COPY.allActions },
  ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

/** A GET form over the audit trail: action, the operator's e-mail and a date range, all in the URL. */
export function AuditFilterForm({ filters }: { filters: ListFilters }) {
  return (
    <FilterForm
      label={`Filter ${AUDIT_COPY.title.toLowerCase()}`}
      columns={4}
      clearHref="/admin/audit"
      exportLink={{ href: `/admin/export/audit.csv${filterQuery(filters, { page: 1 })}`, label: AUDIT_COPY.exportLink }}
    >
      <SelectField
        id="audit-action"
        label={AUDIT_COPY.actionLabel}
        name="status"
        defaultValue={filters.status}
        options={ACTIONS}
      />
      <SearchField id="audit-actor" label={AUDIT_COPY.actorLabel} defaultValue={filters.q} />
      <DateRangeFields idPrefix="audit" from={filters.from} to={filters.to} />
    </FilterForm>
  );
}
