// The settings screen's lists as its rows show them: which may move up or down, which may go.
import "server-only";
import { PIPELINES, type Pipeline } from "../../content/workspace";
import { WORKSPACE_SETTINGS_TEXT } from "../../content/workspace-settings";
import { reasonsOf, removable, stagesOf } from "./settings";

export type SettingsRow = { id: string; name: string; note?: string; removable: boolean; up: boolean; down: boolean };

/** Up and down where a neighbour exists; never across the first row when it is fixed (the first stage). */
const ordered = <T extends { id: string }>(
  rows: T[],
  firstFixed: boolean,
  row: (item: T) => Omit<SettingsRow, "up" | "down">,
) =>
  rows.map((item, at) => ({
    ...row(item),
    up: at > (firstFixed ? 1 : 0),
    down: at < rows.length - 1 && (!firstFixed || at > 0),
  }));

type Lists = Record<"stages" | "reasons", Record<Pipeline, SettingsRow[]>>;

/** Every pipeline's stages and close reasons, as the settings screen's sections list them. */
export async function pipelineSettings(): Promise<Lists> {
  const lists: Lists = { stages: { applications: [], leads: [] }, reasons: { applications: [], leads: [] } };
  for (const pipeline of PIPELINES) {
    const [stages, reasons] = await Promise.all([stagesOf(pipeline), reasonsOf(pipeline)]);
    lists.stages[pipeline] = ordered(stages, true, (stage) => ({
      id: stage.id,
      name: stage.name,
      note: WORKSPACE_SETTINGS_TEXT.holds(stage.items),
      removable: removable(stage),
    }));
    lists.reasons[pipeline] = ordered(reasons, false, (reason) => ({
      id: reason.id,
      name: reason.label,
      removable: true,
    }));
  }
  return lists;
}
