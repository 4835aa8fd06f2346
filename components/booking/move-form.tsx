import { Button } from "@/components/ui/button";
import { BOOKING_TEXT, type SlotDay } from "@/lib/content/booking";

type Props = { action: string; hidden: Record<string, string>; heading: string; button: string; days: SlotDay[] };

/** Moving a booked call to another free time: a plain form (no script), for the visitor's link and the operator's page alike. */
export function MoveForm({ action, hidden, heading, button, days }: Props) {
  return (
    <form method="post" action={action} className="space-y-4">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset>
        <legend className="text-xl font-bold">{heading}</legend>
        {days.length === 0 && <p className="mt-2">{BOOKING_TEXT.noSlots}</p>}
        {days.map((day) => (
          <fieldset key={day.day} className="mt-4">
            <legend className="font-semibold">{day.label}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {day.slots.map((slot) => (
                <label key={slot.start} className="flex items-center gap-2 rounded-md border border-border px-3 py-2">
                  <input type="radio" name="start" value={slot.start} required />
                  {slot.time}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
      {days.length > 0 && (
        <Button type="submit" size="lg">
          {button}
        </Button>
      )}
    </form>
  );
}
