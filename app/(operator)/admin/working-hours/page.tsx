import { PageHead } from "@/components/admin/page-head";
import { AdminSection } from "@/components/admin/admin-section";
import { HolidayList, WorkingHoursForm } from "@/components/admin/working-hours-form";
import { NoticeLines } from "@/components/ui/notice-lines";
import { WORKING_HOURS_PATH, WORKING_HOURS_TEXT } from "@/lib/content/workspace-promise";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { holidayList, promiseCalendar } from "@/lib/features/workspace";

export const metadata = { title: WORKING_HOURS_TEXT.title };

const NOTICES: Record<string, string> = {
  hours: WORKING_HOURS_TEXT.saved,
  added: WORKING_HOURS_TEXT.holidayAdded,
  removed: WORKING_HOURS_TEXT.holidayRemoved,
};

type Props = { searchParams: Promise<{ saved?: string; error?: string }> };

/** The company's working days, hours and holidays: what every record's due time is counted on. */
export default async function WorkingHoursPage({ searchParams }: Props) {
  await requireOperatorPage(WORKING_HOURS_PATH);
  const [{ hours }, holidays, { saved, error }] = await Promise.all([promiseCalendar(), holidayList(), searchParams]);
  return (
    <div className="space-y-10">
      <PageHead title={WORKING_HOURS_TEXT.title} intro={WORKING_HOURS_TEXT.intro}>
        <NoticeLines
          notice={saved ? NOTICES[saved] : undefined}
          error={error ? `${WORKING_HOURS_TEXT.problem} ${error.slice(0, 200)}` : undefined}
        />
      </PageHead>
      <WorkingHoursForm hours={hours} />
      <AdminSection
        id="holidays-heading"
        title={WORKING_HOURS_TEXT.holidaysTitle}
        intro={WORKING_HOURS_TEXT.holidaysIntro}
      >
        <HolidayList holidays={holidays} />
      </AdminSection>
    </div>
  );
}
