import { BOARD_TEXT, boardPath, OWNER_FILTERS } from "@/lib/content/workspace-board";
import type { Pipeline } from "@/lib/content/workspace";
import type { BoardFilters } from "@/lib/features/workspace/board";
import { DateRangeFields, FilterForm } from "@/components/ui/filter-form";
import { SearchField } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";

type Choice = { id: string; name: string };

/** A board's filters, as the lists': search, stage, owner (Mine, Unassigned, an operator), job, dates. */
export function BoardFilterForm(props: {
  pipeline: Pipeline;
  filters: BoardFilters;
  stages: Choice[];
  operators: Choice[];
  jobs?: Array<{ id: string; title: string; location: string }>;
}) {
  const { pipeline, filters, stages, operators, jobs } = props;
  return (
    <FilterForm label={BOARD_TEXT.filterLabel(pipeline)} columns={5} clearHref={boardPath(pipeline)}>
      <div className="lg:col-span-2">
        <SearchField id="board-q" label={BOARD_TEXT.search} defaultValue={filters.q} />
      </div>
      <SelectField
        id="board-stage"
        label={BOARD_TEXT.stage}
        name="stage"
        defaultValue={filters.stage}
        options={[
          { value: "", label: BOARD_TEXT.allStages },
          ...stages.map(({ id, name }) => ({ value: id, label: name })),
        ]}
      />
      <SelectField
        id="board-owner"
        label={BOARD_TEXT.owner}
        name="owner"
        defaultValue={filters.owner}
        options={[
          { value: "", label: BOARD_TEXT.anyOwner },
          { value: OWNER_FILTERS.mine, label: BOARD_TEXT.mine },
          { value: OWNER_FILTERS.unassigned, label: BOARD_TEXT.unassigned },
          ...operators.map(({ id, name }) => ({ value: id, label: name })),
        ]}
      />
      {jobs && (
        <SelectField
          id="board-job"
          label={BOARD_TEXT.job}
          name="job"
          defaultValue={filters.job}
          options={[
            { value: "", label: BOARD_TEXT.allJobs },
            ...jobs.map((job) => ({ value: job.id, label: `${job.title} (${job.location})` })),
          ]}
        />
      )}
      <DateRangeFields idPrefix="board" from={filters.from} to={filters.to} />
    </FilterForm>
  );
}
