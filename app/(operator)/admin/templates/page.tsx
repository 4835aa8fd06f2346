import { AdminSection } from "@/components/admin/admin-section";
import { PageHead } from "@/components/admin/page-head";
import { NewTemplateForm, TemplateList } from "@/components/admin/template-forms";
import { NoticeLines } from "@/components/ui/notice-lines";
import { TEMPLATES_PATH, TEMPLATES_TEXT } from "@/lib/content/conversations-write";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { listTemplates } from "@/lib/features/conversations";

export const metadata = { title: TEMPLATES_TEXT.title };

type Props = { searchParams: Promise<{ saved?: string; error?: string }> };

const isNotice = (saved: string | undefined): saved is keyof typeof TEMPLATES_TEXT.notices =>
  Boolean(saved) && Object.hasOwn(TEMPLATES_TEXT.notices, saved ?? "");

/** The message templates operators write from: edited in place, reordered, added and deleted. */
export default async function TemplatesPage({ searchParams }: Props) {
  await requireOperatorPage(TEMPLATES_PATH);
  const [templates, { saved, error }] = await Promise.all([listTemplates(), searchParams]);
  return (
    <div className="space-y-10">
      <PageHead title={TEMPLATES_TEXT.title} intro={TEMPLATES_TEXT.intro}>
        <NoticeLines
          notice={isNotice(saved) ? TEMPLATES_TEXT.notices[saved] : undefined}
          error={error ? `${TEMPLATES_TEXT.problem} ${error.slice(0, 200)}` : undefined}
        />
      </PageHead>
      <AdminSection id="templates-heading" title={TEMPLATES_TEXT.listTitle}>
        <TemplateList templates={templates} />
      </AdminSection>
      <AdminSection id="new-template-heading" title={TEMPLATES_TEXT.newTitle}>
        <NewTemplateForm />
      </AdminSection>
    </div>
  );
}
