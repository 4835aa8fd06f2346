import { Button } from "@/components/ui/button";
import { Table, tableRow } from "@/components/ui/table";
import { AVAILABILITY_TEXT, BOOKING_RELEASE_API, whenText } from "@/lib/content/booking";
import { callPath } from "@/lib/content/booking-calls";
import type { UpcomingBooking } from "@/lib/features/booking/queries";

const CELL = "px-3 py-2 align-top";

type Props = { bookings: UpcomingBooking[]; zone: string; caption: string; empty: string };

/**
 * A list of calls in the operator area, times in the operator's zone: each booked one opens its page
 * (cancel, move), a held time can be released, and each row says how the call stands.
 */
export function CallsTable({ bookings, zone, caption, empty }: Props) {
  const columns = AVAILABILITY_TEXT.columns;
  return (
    <Table
      caption={caption}
      columns={[columns.when, columns.status, columns.who, columns.topic, columns.operator]}
      empty={empty}
      rowCount={bookings.length}
    >
      {bookings.map((booking) => (
        <tr key={booking.id} className={tableRow}>
          <td className={CELL}>
            {booking.heldUntil ? (
              whenText(booking.startsAt, zone)
            ) : (
              <a href={callPath(booking.id)} className="underline">
                {whenText(booking.startsAt, zone)}
              </a>
            )}
            {booking.heldUntil && (
              <form method="post" action={BOOKING_RELEASE_API} className="mt-1">
                <span className="block text-muted-foreground">
                  {AVAILABILITY_TEXT.held(whenText(booking.heldUntil, zone))}
                </span>
                <input type="hidden" name="id" value={booking.id} />
                <Button type="submit" variant="outline" size="sm" className="mt-1 py-1">
                  {AVAILABILITY_TEXT.release}
                </Button>
              </form>
            )}
          </td>
          <td className={CELL}>{AVAILABILITY_TEXT.statuses[booking.status]}</td>
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
    </Table>
  );
}
