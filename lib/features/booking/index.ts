// The booking feature's public module: booked calls, their reminders and their mails.
import "server-only";

export { upcomingBookings, bookingsOfEnquiry } from "./queries";
