import type { Metadata } from "next";
import { PageHero } from "@/components/ui/page-hero";
import { BOOKING_ANSWERS, BOOKING_CANCEL_API, BOOKING_MANAGE_TEXT, BOOKING_MOVE_API, BOOKING_TEXT, whenText, type BookingProblem } from "@/lib/content/booking";
import { bookingOfToken, moveChoices } from "@/lib/features/booking/manage";
import { slotsByDay } from "@/lib/features/booking/slots";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: BOOKING_MANAGE_TEXT.title, robots: { index: false } };

type Query = { token?: string | string[]; done?: string | string[]; error?: string | string[] };
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/** The call a mailed link names: cancel it, or move it to another of its operator's free times. */
export default async function ManageBookingPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const token = one(query.token);
  const booking = await bookingOfToken(token);
  const problem = one(query.error);
  const when = booking && whenText(booking.startsAt, booking.visitorTimeZone);
  const done = one(query.done);
  const notice = done === "cancelled" ? BOOKING_MANAGE_TEXT.cancelled : !when ? null : done === "moved" ? BOOKING_MANAGE_TEXT.moved(when) : done === "confirmed" ? BOOKING_TEXT.booked(when) : null;
  const error = problem in BOOKING_ANSWERS ? BOOKING_ANSWERS[problem as BookingProblem] : null;
  if (!booking) {
    return (
      <>
        <PageHero title={BOOKING_MANAGE_TEXT.title} text={notice ?? BOOKING_MANAGE_TEXT.invalidLink} />
      </>
    );
  }
  const days = slotsByDay(await moveChoices(booking), booking.visitorTimeZone);
  return (
    <>
      <PageHero title={BOOKING_MANAGE_TEXT.title} text={whenText(booking.startsAt, booking.visitorTimeZone)} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12">
        {notice && <p role="status" className="font-semibold text-success">{notice}</p>}
        {error && <p role="alert" className="text-danger">{error}</p>}
        <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-muted-foreground">{BOOKING_MANAGE_TEXT.when}</dt>
          <dd>{whenText(booking.startsAt, booking.visitorTimeZone)}</dd>
          <dt className="font-medium text-muted-foreground">{BOOKING_MANAGE_TEXT.topic}</dt>
          <dd className="whitespace-pre-line">{booking.topic}</dd>
        </dl>
        <form method="post" action={BOOKING_CANCEL_API}>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="rounded-md border border-danger px-5 py-3 font-semibold text-danger">
            {BOOKING_MANAGE_TEXT.cancel}
          </button>
        </form>
        <form method="post" action={BOOKING_MOVE_API} className="space-y-4">
          <input type="hidden" name="token" value={token} />
          <fieldset>
            <legend className="text-xl font-bold">{BOOKING_MANAGE_TEXT.moveHeading}</legend>
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
            <button type="submit" className="rounded-md bg-primary px-5 py-3 font-semibold text-primary-foreground">
              {BOOKING_MANAGE_TEXT.move}
            </button>
          )}
        </form>
      </div>
    </>
  );
}
