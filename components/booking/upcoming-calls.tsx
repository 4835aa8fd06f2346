import { AdminTable } from "@/components/admin/admin-table";
import { AVAILABILITY_TEXT, BOOKING_RELEASE_API, whenText } from "@/lib/content/booking";
import type { UpcomingBooking } from "@/lib/features/booking/queries";

const CELL = "px-3 py-2 align-top";

/** The operator's list of calls booked from now on, times in the operator's zone; a held time can be released. */
export function UpcomingCalls({ bookings, zone }: { bookings: UpcomingBooking[]; zone: string }) {
  const columns = AVAILABILITY_TEXT.columns;
  return (
    <AdminTable caption={AVAILABILITY_TEXT.upcoming} columns={[columns.when, columns.who, columns.topic, columns.operator]} empty={AVAILABILITY_TEXT.noUpcoming} rowCount={bookings.length}>
      {bookings.map((booking) => (
        <tr key={booking.id} className="border-t border-border">
          <td className={CELL}>
            {whenText(booking.startsAt, zone)}
            {booking.heldUntil && (
              <form method="post" action={BOOKING_RELEASE_API} className="mt-1">
                <span className="block text-muted-foreground">{AVAILABILITY_TEXT.held(whenText(booking.heldUntil, zone))}</span>
                <input type="hidden" name="id" value={booking.id} />
                <button type="submit" className="mt-1 rounded-md border border-border px-3 py-1 text-sm font-semibold">
                  {AVAILABILITY_TEXT.release}
                </button>
              </form>
            )}
          </td>
          <td className={CELL}>
            {booking.name}
            <br />
            <a href={`mailto:${booking.email}`} className="underline">
              {booking.email}
            </a>
            {booking.company && <span className="block text-muted-foreground">{booking.company}</span>}
          </td>
          <td className={`${CELL} whitespace-pre-line`}>{booking.topic}</td>
          <td className={CELL}>{booking.operator}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
