import type { Metadata } from "next";
import { AdminSection } from "@/components/admin/admin-section";
import { AddRow, OrderedRows } from "@/components/admin/workspace/ordered-rows";
import { RuleForm } from "@/components/admin/workspace/rule-form";
import { NoticeLines } from "@/components/ui/notice-lines";
import { PIPELINES, PIPELINE_TITLES } from "@/lib/content/workspace";
import {
  RULE_KINDS,
  SETTINGS_SECTIONS,
  WORKSPACE_SETTINGS_API as api,
  WORKSPACE_SETTINGS_PATH,
  WORKSPACE_SETTINGS_TEXT as text,
  type SettingsSection,
} from "@/lib/content/workspace-settings";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { listOperators } from "@/lib/features/operators";
import { assignmentRules } from "@/lib/features/workspace";
import { pipelineSettings } from "@/lib/features/workspace/settings-view";

export const metadata: Metadata = { title: text.title };

type Props = { searchParams: Promise<{ saved?: string; error?: string; in?: string }> };

/** The workspace's settings: every pipeline's stages and close reasons, and who new records go to. */
export default async function WorkspaceSettingsPage({ searchParams }: Props) {
  await requireOperatorPage(WORKSPACE_SETTINGS_PATH);
  const [pipelines, rules, operators, query] = await Promise.all([
    pipelineSettings(),
    assignmentRules(),
    listOperators(),
    searchParams,
  ]);
  const notice = (section: SettingsSection) => (
    <NoticeLines
      notice={query.saved === section ? text.saved : undefined}
      error={query.in === section && query.error ? `${text.problem} ${query.error.slice(0, 200)}` : undefined}
    />
  );
  const [stages, reasons, rulesSection] = SETTINGS_SECTIONS;
  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-3xl font-bold">{text.title}</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">{text.intro}</p>
      </div>
      <AdminSection id={stages} title={text.sections.stages} intro={text.stagesIntro}>
        {notice(stages)}
        {PIPELINES.map((pipeline) => (
          <div key={pipeline} className="space-y-3">
            <h3 className="text-xl font-semibold">{text.pipelineStages(PIPELINE_TITLES[pipeline])}</h3>
            <OrderedRows
              action={api.stages}
              idField="stageId"
              rows={pipelines[pipeline].stages}
              label={text.nameLabel}
            />
            <AddRow
              action={api.stages}
              pipeline={pipeline}
              label={`${text.newStage} (${PIPELINE_TITLES[pipeline]})`}
              submit={text.addStage}
            />
          </div>
        ))}
      </AdminSection>
      <AdminSection id={reasons} title={text.sections.reasons} intro={text.reasonsIntro}>
        {notice(reasons)}
        {PIPELINES.map((pipeline) => (
          <div key={pipeline} className="space-y-3">
            <h3 className="text-xl font-semibold">{text.pipelineReasons(PIPELINE_TITLES[pipeline])}</h3>
            <OrderedRows
              action={api.reasons}
              idField="reasonId"
              rows={pipelines[pipeline].reasons}
              label={text.reasonLabel}
            />
            <AddRow
              action={api.reasons}
              pipeline={pipeline}
              label={`${text.newReason} (${PIPELINE_TITLES[pipeline]})`}
              submit={text.addReason}
            />
          </div>
        ))}
      </AdminSection>
      <AdminSection id={rulesSection} title={text.sections.rules} intro={text.rulesIntro}>
        {notice(rulesSection)}
        <div className="grid gap-4 lg:grid-cols-2">
          {RULE_KINDS.map(({ kind }) => (
            <RuleForm key={kind} kind={kind} rule={rules.get(kind)} operators={operators} />
          ))}
        </div>
      </AdminSection>
    </div>
  );
}
