// The booking feature's outbox mail kinds (lib/features/booking/mail.ts renders them).
export const MAIL_BOOKING_VISITOR = "booking-visitor";
export const MAIL_BOOKING_OPERATOR = "booking-operator";
/** What a booking mail says: the booking made, moved or cancelled, or the 24-hour reminder. */
export type BookingChange = "booked" | "moved" | "cancelled" | "reminder";
