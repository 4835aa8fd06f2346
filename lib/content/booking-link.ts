// Where a visitor books a call, and the link that offers it (Connect Now, the business and
// partnership thank-you steps): apart from ./booking.ts so the wizards' script carries only this.
// The link is shown only while someone has booking hours (lib/features/booking hasBookingHours):
// saving hours renders the pages that carry it again.
export const BOOKING_PATH = "/book-a-call";
export const BOOKING_LINK = { label: "Book a 30-minute call", href: BOOKING_PATH } as const;
/** The pages that offer BOOKING_LINK (Connect Now, and the business and partnership wizards' last step). */
export const BOOKING_LINK_PAGES = [
  "/merge-form",
  "/business-form",
  "/partner-form",
  "/merge-form/business",
  "/merge-form/partnership",
] as const;
