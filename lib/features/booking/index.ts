// The booking feature's public module: booked calls, their reminders and their mails, and the
// operator's time zone with the one reading of a wall-clock time in a zone (Temporal's).
import "server-only";

export { upcomingBookings, bookingsOfEnquiry } from "./queries";
export { hasBookingHours, operatorTimeZone, refreshBookingLinks } from "./availability";
export { BookingInputError, instantIn } from "./zone";
