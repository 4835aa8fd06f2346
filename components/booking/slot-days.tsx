import type { SlotDay } from "@/lib/content/booking";

const CHIP =
  "cursor-pointer rounded-md border border-border px-3 py-2 has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary";
const PLAIN = "flex items-center gap-2 rounded-md border border-border px-3 py-2";

/**
 * The free times, one group per day, each a radio named `start`: as chips with a hidden radio on the
 * booking form, as plain radios on the (script-free) move form.
 */
export function SlotDays({ days, chips = false }: { days: SlotDay[]; chips?: boolean }) {
  return days.map((day) => (
    <fieldset key={day.day} className="mt-4">
      <legend className="font-semibold">{day.label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {day.slots.map((slot) => (
          <label key={slot.start} className={chips ? CHIP : PLAIN}>
            <input type="radio" name="start" value={slot.start} required className={chips ? "sr-only" : undefined} />
            {slot.time}
          </label>
        ))}
      </div>
    </fieldset>
  ));
}
