import { ApplicationsTable } from "@/components/account/applications-table";
import { PageHero } from "@/components/ui/page-hero";
import { ACCOUNT_LINKS, ACCOUNT_META, APPLICATIONS_PAGE } from "@/lib/content/account";
import { applicationsOf } from "@/lib/features/account/applications";
import { requireUserPage } from "@/lib/features/auth/session";

export const metadata = ACCOUNT_META.applications;

type Props = { searchParams: Promise<{ withdrawn?: string }> };

export default async function ApplicationsPage({ searchParams }: Props) {
  const user = await requireUserPage(ACCOUNT_LINKS.applications.href);
  const [applications, { withdrawn }] = await Promise.all([applicationsOf(user.id), searchParams]);
  return (
    <>
      <PageHero title={APPLICATIONS_PAGE.title} text={APPLICATIONS_PAGE.intro(user.email)} />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <p role="status" className="mb-4 font-semibold text-success">
          {withdrawn ? APPLICATIONS_PAGE.withdrawn : ""}
        </p>
        <ApplicationsTable applications={applications} />
      </div>
    </>
  );
}
