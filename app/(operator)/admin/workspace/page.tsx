import { PageHead } from "@/components/admin/page-head";
import type { Metadata } from "next";
import { AdminSection } from "@/components/admin/admin-section";
import { PipelineRowsSection } from "@/components/admin/workspace/pipeline-rows-section";
import { RuleForm } from "@/components/admin/workspace/rule-form";
import { NoticeLines } from "@/components/ui/notice-lines";
import {
  RULE_KINDS,
  ROW_SECTIONS,
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
  return (
    <div className="space-y-10">
      <PageHead title={text.title} intro={text.intro} />
      {(["stages", "reasons"] as const).map((section) => (
        <PipelineRowsSection
          key={section}
          id={section}
          {...ROW_SECTIONS[section]}
          notice={notice(section)}
          action={api[section]}
          rows={pipelines[section]}
        />
      ))}
      <AdminSection id="rules" title={text.sections.rules} intro={text.rulesIntro}>
        {notice("rules")}
        <div className="grid gap-4 lg:grid-cols-2">
          {RULE_KINDS.map(({ kind }) => (
            <RuleForm key={kind} kind={kind} rule={rules.get(kind)} operators={operators} />
          ))}
        </div>
      </AdminSection>
    </div>
  );
}
