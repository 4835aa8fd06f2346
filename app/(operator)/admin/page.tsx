import Link from "next/link";
import { VitalsChart } from "@/components/admin/vitals-chart";
import { VitalsTable } from "@/components/admin/vitals-table";
import { WeeklyChart } from "@/components/admin/weekly-chart";
import { SubscribersChart } from "@/components/admin/subscribers-chart";
import { SUBSCRIBER_CHART } from "@/lib/content/newsletter-measures";
import { weeklySubscribers } from "@/lib/features/admin/subscriber-chart";
import { weeklySubmissions } from "@/lib/features/admin/chart";
import { parseFilters } from "@/lib/features/admin/filters";
import { ADMIN_LISTS } from "@/lib/features/admin/lists";
import { CHART_METRICS, vitalsByDay, vitalsByPage, windowDays } from "@/lib/features/admin/vitals";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { AdminSection } from "@/components/admin/admin-section";
import { UpkeepStatusSection } from "@/components/admin/upkeep-status";
import { LaunchChecklist } from "@/components/admin/launch-checklist";
import { openLaunchItems } from "@/lib/features/launch/snapshot";
import { upkeepStatus } from "@/lib/features/admin/upkeep-runtime";
import { ADMIN_AREA } from "@/lib/content/admin";
import { VITALS_COPY } from "@/lib/content/vitals";
import { CallsTable } from "@/components/booking/calls-table";
import { AVAILABILITY_PATH, AVAILABILITY_TEXT, DEFAULT_TIME_ZONE } from "@/lib/content/booking";
import { availabilityOf } from "@/lib/features/booking/availability";
import { upcomingBookings } from "@/lib/features/booking/queries";
import { PromiseSection } from "@/components/admin/promise-section";
import { dueByOwner, firstAnswerTimes } from "@/lib/features/workspace/promise-figures";

export const metadata = { title: ADMIN_AREA.dashboardTitle };

export default async function DashboardPage() {
  const operator = await requireOperatorPage("/admin");
  const now = new Date();
  const [launch, weeks, figures, pageVitals, dayVitals, upkeep, calls, hours, subscribers, owners, times] =
    await Promise.all([
      openLaunchItems(),
      weeklySubmissions(now),
      Promise.all(
        ADMIN_LISTS.map((list) =>
          list.count(
            parseFilters(
              { status: list.headline.status },
              list.statusFilter.options.map((o) => o.value),
            ),
          ),
        ),
      ),
      vitalsByPage(now),
      vitalsByDay(now),
      upkeepStatus(),
      upcomingBookings(now, 5),
      availabilityOf(operator.id),
      weeklySubscribers(now),
      dueByOwner(now),
      firstAnswerTimes(now),
    ]);
  return (
    <div className="space-y-10">
      <h1 className="text-3xl font-bold">{ADMIN_AREA.dashboardTitle}</h1>
      <LaunchChecklist items={launch} />
      <PromiseSection owners={owners} times={times} />
      <AdminSection id="chart-heading" title={ADMIN_AREA.chartTitle} intro={ADMIN_AREA.chartIntro}>
        <WeeklyChart weeks={weeks} />
      </AdminSection>
      <AdminSection id="subscribers-heading" title={SUBSCRIBER_CHART.title} intro={SUBSCRIBER_CHART.intro}>
        <SubscribersChart weeks={subscribers} />
      </AdminSection>
      <AdminSection id="lists-heading" title={ADMIN_AREA.listsTitle}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ADMIN_LISTS.map((list, index) => (
            <li key={list.key}>
              <Link
                href={`/admin/${list.key}${list.headline.status ? `?status=${list.headline.status}` : ""}`}
                className="block rounded-lg border border-border p-4 hover:bg-muted"
              >
                <span className="block font-semibold">{list.title}</span>
                <span className="text-3xl font-bold">{figures[index]}</span>{" "}
                <span className="text-muted-foreground">{list.headline.caption}</span>
              </Link>
            </li>
          ))}
        </ul>
      </AdminSection>
      <AdminSection id="calls-heading" title={AVAILABILITY_TEXT.upcoming}>
        <CallsTable
          bookings={calls}
          zone={hours?.timeZone ?? DEFAULT_TIME_ZONE}
          caption={AVAILABILITY_TEXT.upcoming}
          empty={AVAILABILITY_TEXT.noUpcoming}
        />
        <Link href={AVAILABILITY_PATH} className="inline-block font-medium underline">
          {AVAILABILITY_TEXT.navLink}
        </Link>
      </AdminSection>
      <AdminSection id="vitals-heading" title={VITALS_COPY.title} intro={VITALS_COPY.intro}>
        <VitalsTable vitals={pageVitals} />
        <h3 className="pt-4 text-xl font-bold">{VITALS_COPY.chartTitle}</h3>
        <p className="text-muted-foreground">{VITALS_COPY.chartIntro}</p>
        <VitalsChart days={windowDays(now)} vitals={dayVitals} metrics={CHART_METRICS} />
      </AdminSection>
      <UpkeepStatusSection status={upkeep} />
    </div>
  );
}
