import { Button } from "@/components/ui/button";
import { BOOKING_TEXT, type SlotDay } from "@/lib/content/booking";
import { SlotDays } from "./slot-days";

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
        <SlotDays days={days} />
      </fieldset>
      {days.length > 0 && (
        <Button type="submit" size="lg">
          {button}
        </Button>
      )}
    </form>
  );
}
