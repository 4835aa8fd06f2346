import { zoneOptions } from "@/lib/content/booking";
import {
  HOLIDAYS_API,
  WEEKDAY_NAMES,
  WEEKDAYS,
  WORKING_HOURS_API,
  WORKING_HOURS_TEXT,
  type WorkingHours,
} from "@/lib/content/workspace-promise";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";
import { Table, tableCell, tableRow } from "@/components/ui/table";

/** The company's working week: a plain form, so it needs no script. */
export function WorkingHoursForm({ hours }: { hours: WorkingHours }) {
  return (
    <form method="post" action={WORKING_HOURS_API} className="max-w-2xl space-y-6">
      <SelectField
        id="working-zone"
        label={WORKING_HOURS_TEXT.timeZone}
        name="timeZone"
        defaultValue={hours.timeZone}
        options={zoneOptions(hours.timeZone).map((name) => ({ value: name, label: name }))}
      />
      <fieldset>
        <legend className="font-medium">{WORKING_HOURS_TEXT.days}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex items-center gap-2">
              <input type="checkbox" name={`day${day}`} defaultChecked={hours.days.includes(day)} className="h-4 w-4" />
              {WEEKDAY_NAMES[day - 1]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {(["start", "end"] as const).map((field) => (
          <FormField
            key={field}
            id={`working-${field}`}
            label={WORKING_HOURS_TEXT[field]}
            type="time"
            name={field}
            required
            defaultValue={hours[field]}
          />
        ))}
      </div>
      <Button type="submit" size="lg">
        {WORKING_HOURS_TEXT.save}
      </Button>
    </form>
  );
}

/** The holidays, each with its own remove button, and the form that adds one. */
export function HolidayList({ holidays }: { holidays: ReadonlyArray<{ day: string; name: string }> }) {
  return (
    <div className="space-y-6">
      <Table
        caption={WORKING_HOURS_TEXT.holidaysTitle}
        columns={[WORKING_HOURS_TEXT.holidayDay, WORKING_HOURS_TEXT.holidayName, WORKING_HOURS_TEXT.holidayAction]}
        empty={WORKING_HOURS_TEXT.noHolidays}
        rowCount={holidays.length}
      >
        {holidays.map((holiday) => (
          <tr key={holiday.day} className={tableRow}>
            <td className={tableCell()}>{holiday.day}</td>
            <td className={tableCell()}>{holiday.name}</td>
            <td className={tableCell()}>
              <form method="post" action={HOLIDAYS_API}>
                <input type="hidden" name="day" value={holiday.day} />
                <input type="hidden" name="remove" value="1" />
                <Button type="submit" variant="outline" size="sm">
                  {WORKING_HOURS_TEXT.removeHoliday(holiday.name, holiday.day)}
                </Button>
              </form>
            </td>
          </tr>
        ))}
      </Table>
      <form
        method="post"
        action={HOLIDAYS_API}
        className="grid max-w-2xl gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
      >
        <FormField id="holiday-day" label={WORKING_HOURS_TEXT.holidayDay} type="date" name="day" required />
        <FormField id="holiday-name" label={WORKING_HOURS_TEXT.holidayName} name="name" required maxLength={80} />
        <Button type="submit">{WORKING_HOURS_TEXT.addHoliday}</Button>
      </form>
    </div>
  );
}
