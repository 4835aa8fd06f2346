import type { ReactNode } from "react";
import { PIPELINES, PIPELINE_TITLES, type Pipeline } from "@/lib/content/workspace";
import type { SettingsRow } from "@/lib/features/workspace/settings-view";
import { AdminSection } from "../admin-section";
import { AddRow, OrderedRows } from "./ordered-rows";

type Props = {
  id: string;
  title: string;
  intro: string;
  notice: ReactNode;
  /** The handler the section's forms post to. */
  action: string;
  rows: Record<Pipeline, SettingsRow[]>;
  heading: (pipeline: string) => string;
  label: (name: string) => string;
  newLabel: string;
  submit: string;
};

/** One section of the settings screen: per pipeline, its ordered rows and the form that adds one. */
export function PipelineRowsSection({
  id,
  title,
  intro,
  notice,
  action,
  rows,
  heading,
  label,
  newLabel,
  submit,
}: Props) {
  return (
    <AdminSection id={id} title={title} intro={intro}>
      {notice}
      {PIPELINES.map((pipeline) => (
        <div key={pipeline} className="space-y-3">
          <h3 className="text-xl font-semibold">{heading(PIPELINE_TITLES[pipeline])}</h3>
          <OrderedRows action={action} rows={rows[pipeline]} label={label} />
          <AddRow
            action={action}
            pipeline={pipeline}
            label={`${newLabel} (${PIPELINE_TITLES[pipeline]})`}
            submit={submit}
          />
        </div>
      ))}
    </AdminSection>
  );
}
