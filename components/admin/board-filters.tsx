import { BOARD_TEXT, boardPath, OWNER_FILTERS } from "@/lib/content/workspace-board";
import type { Pipeline } from "@/lib/content/workspace";
import type { BoardFilters } from "@/lib/features/workspace/board";
import { DateRangeFields, FilterForm } from "@/components/ui/filter-form";
import { SearchField } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";
import { JobFilterField, type JobChoice } from "./list-filters";

type Choice = { id: string; name: string };

const option = ({ id, name }: Choice) => ({ value: id, label: name });

/** A board's filters, as the lists': search, stage, owner (Mine, Unassigned, an operator), job, dates. */
export function BoardFilterForm(props: {
  pipeline: Pipeline;
  filters: BoardFilters;
  stages: Choice[];
  operators: Choice[];
  jobs?: JobChoice[];
}) {
  const { pipeline, filters, stages, operators, jobs } = props;
  const owners = [
    { value: "", label: BOARD_TEXT.anyOwner },
    { value: OWNER_FILTERS.mine, label: BOARD_TEXT.mine },
    { value: OWNER_FILTERS.unassigned, label: BOARD_TEXT.unassigned },
    ...operators.map(option),
  ];
  return (
    <FilterForm label={BOARD_TEXT.filterLabel(pipeline)} columns={5} clearHref={boardPath(pipeline)}>
      <div className="lg:col-span-2">
        <SearchField id="board-q" label={BOARD_TEXT.search} defaultValue={filters.q} />
      </div>
      {[
        {
          id: "board-stage",
          label: BOARD_TEXT.stage,
          name: "stage",
          options: [{ value: "", label: BOARD_TEXT.allStages }, ...stages.map(option)],
        },
        { id: "board-owner", label: BOARD_TEXT.owner, name: "owner", options: owners },
      ].map((field) => (
        <SelectField key={field.id} {...field} defaultValue={filters[field.name as "stage" | "owner"]} />
      ))}
      {jobs && <JobFilterField id="board-job" jobs={jobs} value={filters.job} />}
      <DateRangeFields idPrefix="board" from={filters.from} to={filters.to} />
    </FilterForm>
  );
}
