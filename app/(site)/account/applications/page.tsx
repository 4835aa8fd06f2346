import { ApplicationMessages } from "@/components/account/application-messages";
import { ApplicationsTable } from "@/components/account/applications-table";
import { AccountListPage } from "@/components/account/account-list-page";
import { ACCOUNT_META, APPLICATIONS_PAGE } from "@/lib/content/account";
import { ACCOUNT_LINKS } from "@/lib/content/account-links";
import { applicationsOf } from "@/lib/features/account/applications";
import { requireUserPage } from "@/lib/features/auth/session";

export const metadata = ACCOUNT_META.applications;

type Props = { searchParams: Promise<{ withdrawn?: string }> };

export default async function ApplicationsPage({ searchParams }: Props) {
  const user = await requireUserPage(ACCOUNT_LINKS.applications.href);
  const [applications, { withdrawn }] = await Promise.all([applicationsOf(user.id), searchParams]);
  return (
    <AccountListPage
      title={APPLICATIONS_PAGE.title}
      intro={APPLICATIONS_PAGE.intro(user.email)}
      status={withdrawn ? APPLICATIONS_PAGE.withdrawn : ""}
    >
      <ApplicationsTable applications={applications} />
      <ApplicationMessages applications={applications} />
    </AccountListPage>
  );
}
