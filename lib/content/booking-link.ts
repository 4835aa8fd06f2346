// Where a visitor books a call, and the link that offers it (Connect Now, the business and
// partnership thank-you steps): apart from ./booking.ts so the wizards' script carries only this.
export const BOOKING_PATH = "/book-a-call";
export const BOOKING_LINK = { label: "Book a 30-minute call", href: BOOKING_PATH } as const;
