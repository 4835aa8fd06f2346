import { AVAILABILITY_TEXT, whenText } from "@/lib/content/booking";
import type { UpcomingBooking } from "@/lib/features/booking/queries";

/** The operator's list of calls booked from now on, times in the operator's zone. */
export function UpcomingCalls({ bookings, zone }: { bookings: UpcomingBooking[]; zone: string }) {
  if (bookings.length === 0) return <p>{AVAILABILITY_TEXT.noUpcoming}</p>;
  const columns = AVAILABILITY_TEXT.columns;
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-border">
          {[columns.when, columns.who, columns.topic, columns.operator].map((label) => (
            <th key={label} scope="col" className="py-2 pr-4">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking.id} className="border-b border-border align-top">
            <td className="py-2 pr-4">{whenText(booking.startsAt, zone)}</td>
            <td className="py-2 pr-4">
              {booking.name}
              <br />
              <a href={`mailto:${booking.email}`} className="underline">
                {booking.email}
              </a>
              {booking.company && <span className="block text-muted-foreground">{booking.company}</span>}
            </td>
            <td className="whitespace-pre-line py-2 pr-4">{booking.topic}</td>
            <td className="py-2 pr-4">{booking.operator}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
