// The booking feature's outbox mail kinds (lib/features/booking/mail.ts renders them).
export const MAIL_BOOKING_VISITOR = "booking-visitor";
export const MAIL_BOOKING_OPERATOR = "booking-operator";
/** The link that turns a held time into a booking: the only mail before it is confirmed. */
export const MAIL_BOOKING_CONFIRM = "booking-confirm";
/** What a booking mail says: the booking made, moved or cancelled, or the 24-hour reminder. */
export type BookingChange = "booked" | "moved" | "cancelled" | "reminder";
