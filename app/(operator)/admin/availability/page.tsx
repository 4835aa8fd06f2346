import { AdminSection } from "@/components/admin/admin-section";
import { CallsTable } from "@/components/booking/calls-table";
import {
  AVAILABILITY_API,
  AVAILABILITY_PATH,
  AVAILABILITY_TEXT,
  DEFAULT_TIME_ZONE,
  zoneOptions,
} from "@/lib/content/booking";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { availabilityOf } from "@/lib/features/booking/availability";
import { pastBookings, upcomingBookings } from "@/lib/features/booking/queries";
import { DAYS, MEETING_PLACE_MAX } from "@/lib/validation/booking";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { FormField } from "@/components/ui/form-field";

export const metadata = { title: AVAILABILITY_TEXT.title };

const input = "mt-1 block w-full rounded-md border border-border bg-background px-3 py-2";

/** The signed-in operator's hours for booked calls (a plain form: it needs no script), and the calls booked. */
export default async function AvailabilityPage({
  searchParams,
}: {
  searchParams: Promise<{ saved?: string; error?: string; released?: string }>;
}) {
  const operator = await requireOperatorPage(AVAILABILITY_PATH);
  const [saved, bookings, past, { saved: justSaved, error, released }] = await Promise.all([
    availabilityOf(operator.id),
    upcomingBookings(),
    pastBookings(),
    searchParams,
  ]);
  const zone = saved?.timeZone ?? DEFAULT_TIME_ZONE;
  const hoursOf = (day: number) => saved?.weekly.find((range) => range.day === day);
  const numbers = [
    ["meetingMinutes", AVAILABILITY_TEXT.meetingMinutes, saved?.meetingMinutes ?? 30],
    ["bufferMinutes", AVAILABILITY_TEXT.bufferMinutes, saved?.bufferMinutes ?? 15],
    ["horizonDays", AVAILABILITY_TEXT.horizonDays, saved?.horizonDays ?? 21],
    ["minNoticeMinutes", AVAILABILITY_TEXT.minNoticeMinutes, saved?.minNoticeMinutes ?? 240],
  ] as const;
  return (
    <div className="space-y-10">
      <h1 className="text-3xl font-bold">{AVAILABILITY_TEXT.title}</h1>
      <p className="text-muted-foreground">{AVAILABILITY_TEXT.intro}</p>
      {(justSaved === "1" || released === "1") && (
        <p role="status" className="font-semibold text-success">
          {justSaved === "1" ? AVAILABILITY_TEXT.saved : AVAILABILITY_TEXT.released}
        </p>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {AVAILABILITY_TEXT.errors} {error.slice(0, 200)}
        </p>
      )}
      <form method="post" action={AVAILABILITY_API} className="max-w-2xl space-y-6">
        <SelectField
          id="availability-zone"
          label={AVAILABILITY_TEXT.timeZone}
          name="timeZone"
          defaultValue={zone}
          options={zoneOptions(zone).map((name) => ({ value: name, label: name }))}
        />
        <fieldset className="space-y-3">
          <legend className="font-medium">{AVAILABILITY_TEXT.dayOff}</legend>
          {DAYS.map((day) => (
            <div key={day} className="grid grid-cols-[8rem_1fr_1fr] items-end gap-3">
              <span className="pb-2 font-medium">{AVAILABILITY_TEXT.days[day - 1]}</span>
              <label className="text-sm">
                {AVAILABILITY_TEXT.from} <span className="sr-only">{AVAILABILITY_TEXT.days[day - 1]}</span>
                <input type="time" name={`from${day}`} defaultValue={hoursOf(day)?.start ?? ""} className={input} />
              </label>
              <label className="text-sm">
                {AVAILABILITY_TEXT.to} <span className="sr-only">{AVAILABILITY_TEXT.days[day - 1]}</span>
                <input type="time" name={`to${day}`} defaultValue={hoursOf(day)?.end ?? ""} className={input} />
              </label>
            </div>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {numbers.map(([name, label, value]) => (
            <label key={name} className="block font-medium">
              {label}
              <input type="number" name={name} min={0} required defaultValue={value} className={input} />
            </label>
          ))}
        </div>
        <label className="block font-medium">
          {AVAILABILITY_TEXT.blockedDates}
          <textarea
            name="blockedDates"
            rows={4}
            defaultValue={(saved?.blockedDates ?? []).join("\n")}
            className={input}
          />
        </label>
        <FormField
          id="availability-place"
          label={AVAILABILITY_TEXT.meetingPlace}
          hint={AVAILABILITY_TEXT.meetingPlaceHint}
          name="meetingPlace"
          maxLength={MEETING_PLACE_MAX}
          defaultValue={saved?.meetingPlace ?? ""}
        />
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" name="active" defaultChecked={saved?.active ?? true} className="h-4 w-4" />
          {AVAILABILITY_TEXT.active}
        </label>
        <Button type="submit" size="lg">
          {AVAILABILITY_TEXT.save}
        </Button>
      </form>
      <AdminSection id="upcoming-calls" title={AVAILABILITY_TEXT.upcoming}>
        <CallsTable
          bookings={bookings}
          zone={zone}
          caption={AVAILABILITY_TEXT.upcoming}
          empty={AVAILABILITY_TEXT.noUpcoming}
        />
      </AdminSection>
      <AdminSection id="past-calls" title={AVAILABILITY_TEXT.past}>
        <CallsTable bookings={past} zone={zone} caption={AVAILABILITY_TEXT.past} empty={AVAILABILITY_TEXT.noPast} />
      </AdminSection>
    </div>
  );
}
