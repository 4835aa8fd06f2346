import { RecentFactorGate } from "@/components/admin/confirm-factor-form";
import { hasRecentFactor } from "@/lib/features/auth/recent-factor";
import { CompanyForm } from "@/components/admin/company-form";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { getCompanyDetails } from "@/lib/features/settings";
import { SETTINGS_TEXT } from "@/lib/content/admin-settings";

export const metadata = { title: SETTINGS_TEXT.title };

type Props = { searchParams: Promise<{ saved?: string }> };

export default async function CompanyDetailsPage({ searchParams }: Props) {
  const user = await requireOperatorPage("/admin/company");
  const [details, { saved }] = await Promise.all([getCompanyDetails(), searchParams]);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold">{SETTINGS_TEXT.title}</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">{SETTINGS_TEXT.intro}</p>
        {saved === "1" && (
          <p role="status" className="mt-3 font-semibold text-success">
            {SETTINGS_TEXT.saved}
          </p>
        )}
      </div>
      <RecentFactorGate recent={hasRecentFactor(user)} returnTo="/admin/company" />
      <CompanyForm details={details} />
    </div>
  );
}
