import { RecentFactorGate } from "@/components/admin/confirm-factor-form";
import { hasRecentFactor } from "@/lib/features/auth/recent-factor";
import { PersonLink } from "@/components/admin/person-view";
import { PersonActions, PersonCounts, PersonSearchForm } from "@/components/admin/privacy-forms";
import { ErasureHistory } from "@/components/admin/erasure-history";
import { PRIVACY_AREA } from "@/lib/content/admin-privacy";
import { requireOperatorPage } from "@/lib/features/auth/session";
import {
  erasedNotice,
  fileCount,
  personOfHandle,
  personOnSite,
  personProfilePath,
  PRIVACY_PAGE,
  recentErasuresOnSite,
  rowCount,
} from "@/lib/features/privacy";

export const metadata = { title: PRIVACY_AREA.title };

type Props = { searchParams: Promise<{ person?: string; erased?: string; error?: string }> };

// Data requests: search one address across every table that holds personal data, export it, erase
// it. The search is posted; the page names the person it shows by a sealed handle, never by the address.
export default async function PrivacyPage({ searchParams }: Props) {
  const params = await searchParams;
  const here = params.person ? `${PRIVACY_PAGE}?person=${encodeURIComponent(params.person)}` : PRIVACY_PAGE;
  const user = await requireOperatorPage(here);
  const email = params.person ? (personOfHandle(params.person, user.id) ?? "") : "";
  const [person, notice, history] = await Promise.all([
    email ? personOnSite(email) : null,
    erasedNotice(params.erased),
    recentErasuresOnSite(),
  ]);
  const found = person ? rowCount(person) + fileCount(person) > 0 : false;
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold">{PRIVACY_AREA.title}</h1>
        <p className="max-w-3xl text-muted-foreground">{PRIVACY_AREA.intro}</p>
        {notice && (
          <p role="status" className="font-semibold text-success">
            {notice}
          </p>
        )}
        {params.error === "operator" && (
          <p role="alert" className="font-semibold text-danger">
            {PRIVACY_AREA.operatorRefused}
          </p>
        )}
      </div>
      <RecentFactorGate recent={hasRecentFactor(user)} returnTo={email ? here : PRIVACY_PAGE} />
      <PersonSearchForm email={email} />
      {person && (
        <section aria-labelledby="person-heading" className="space-y-6">
          <h2 id="person-heading" className="text-2xl font-bold">
            {PRIVACY_AREA.resultsTitle(person.email)}
          </h2>
          {found ? (
            <>
              <PersonCounts
                counts={person.tables
                  .filter((t) => t.rows.length + t.files.length > 0)
                  .map((t) => ({ kind: t.kind, rows: t.rows.length, files: t.files.length }))}
              />
              <PersonLink href={personProfilePath(person.email, user.id)} />
              <PersonActions email={person.email} mismatch={params.error === "confirm"} />
            </>
          ) : (
            <p>{PRIVACY_AREA.nothingFound(person.email)}</p>
          )}
        </section>
      )}
      <ErasureHistory erasures={history} />
    </div>
  );
}
