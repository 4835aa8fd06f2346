import { AccountSettings } from "@/components/account/account-settings";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";
import { ACCOUNT_META, ACCOUNT_PAGE } from "@/lib/content/account";
import { ACCOUNT_LINKS } from "@/lib/content/account-links";
import { requireUserPage } from "@/lib/features/auth/session";

export const metadata = ACCOUNT_META.account;

export default async function AccountPage() {
  const user = await requireUserPage(ACCOUNT_LINKS.account.href);
  return (
    <>
      <PageHero title={ACCOUNT_PAGE.title} text={ACCOUNT_PAGE.intro(user.email)}>
        <ButtonLink href={ACCOUNT_LINKS.applications.href}>{ACCOUNT_LINKS.applications.label}</ButtonLink>
        <ButtonLink href={ACCOUNT_LINKS.posts.href} variant="outline">
          {ACCOUNT_LINKS.posts.label}
        </ButtonLink>
        <ButtonLink href={ACCOUNT_LINKS.profile.href} variant="outline">
          {ACCOUNT_LINKS.profile.label}
        </ButtonLink>
        <ButtonLink href={ACCOUNT_LINKS.alerts.href} variant="outline">
          {ACCOUNT_LINKS.alerts.label}
        </ButtonLink>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <AccountSettings name={user.name} email={user.email} operator={user.role === "operator"} />
      </div>
    </>
  );
}
