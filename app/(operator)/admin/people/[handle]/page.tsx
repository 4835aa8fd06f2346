import Link from "next/link";
import { RecentFactorGate } from "@/components/admin/confirm-factor-form";
import { PageNotice } from "@/components/admin/page-notice";
import { PersonConsents, PersonRecords, PersonSection, PersonTimeline } from "@/components/admin/person-view";
import { PersonActions } from "@/components/admin/privacy-forms";
import { WriteSection, type WriteProps, type WriteQuery } from "@/components/admin/write-section";
import { PRIVACY_AREA } from "@/lib/content/admin-privacy";
import { PERSON_PAGE } from "@/lib/content/workspace-person";
import { hasRecentFactor } from "@/lib/features/auth/recent-factor";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { templatesFor, writeTarget } from "@/lib/features/conversations";
import { isWorkKind, workItemId } from "@/lib/content/workspace";
import type { SessionUser } from "@/lib/features/auth/session";
import { PEOPLE_PAGE, personOfHandle, personPagePath, personProfile, PRIVACY_PAGE } from "@/lib/features/privacy";

export const metadata = { title: PERSON_PAGE.title };

type Props = { params: Promise<{ handle: string }>; searchParams: Promise<WriteQuery> };

type Person = Awaited<ReturnType<typeof personProfile>>;

/** "Write to …" about the person's latest record in a pipeline, while it keeps their address. */
async function writeAbout(
  person: Person,
  user: SessionUser,
  page: string,
  query: WriteQuery,
): Promise<WriteProps | null> {
  const record = person.records
    .filter((entry) => isWorkKind(entry.kind))
    .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  if (!record || !isWorkKind(record.kind)) return null;
  const itemId = workItemId(record.kind, record.id);
  const [target, templates] = await Promise.all([writeTarget(itemId), templatesFor(itemId, user)]);
  if (!target) return null;
  return { name: target.name, kind: record.kind, recordId: record.id, page, templates, query, about: record.title };
}

// One person, many records: every record of one address (named by a sealed handle, never by the
// address), the timeline of all of them, the consents given, and the privacy actions.
export default async function PersonPage({ params, searchParams }: Props) {
  const { handle } = await params;
  const here = `${PEOPLE_PAGE}/${encodeURIComponent(handle)}`;
  const user = await requireOperatorPage(here);
  const email = personOfHandle(handle, user.id);
  if (!email)
    return (
      <PageNotice
        title={PERSON_PAGE.title}
        role="alert"
        message={PERSON_PAGE.expired}
        link={{ href: PRIVACY_PAGE, label: PRIVACY_AREA.title }}
      />
    );
  const person = await personProfile(email);
  const write = await writeAbout(person, user, here, await searchParams);
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <Link href={personPagePath(email, user.id)} className="text-sm font-medium text-primary hover:underline">
          {PERSON_PAGE.back}
        </Link>
        <h1 className="break-words text-3xl font-bold">{PERSON_PAGE.heading(person.name, person.email)}</h1>
      </div>
      <PersonSection id="records-heading" title={PERSON_PAGE.recordsTitle}>
        <PersonRecords records={person.records} />
      </PersonSection>
      {write && <WriteSection {...write} />}
      <PersonSection id="consents-heading" title={PERSON_PAGE.consentsTitle}>
        <PersonConsents consents={person.consents} />
      </PersonSection>
      <PersonSection id="timeline-heading" title={PERSON_PAGE.timelineTitle}>
        <p className="text-muted-foreground">{PERSON_PAGE.timelineHint}</p>
        <PersonTimeline timeline={person.timeline} />
      </PersonSection>
      <PersonSection id="privacy-heading" title={PERSON_PAGE.privacyTitle}>
        <p className="text-muted-foreground">{PERSON_PAGE.privacyHint}</p>
        <RecentFactorGate recent={hasRecentFactor(user)} returnTo={here} />
        <PersonActions email={person.email} mismatch={false} />
      </PersonSection>
    </div>
  );
}
