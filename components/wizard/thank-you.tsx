import { Link } from "@/components/ui/link";
import { BOOKING_LINK } from "@/lib/content/booking-link";
import { WIZARD_TEXT } from "@/lib/content/wizard/shared";

type Props = {
  headingRef: React.Ref<HTMLHeadingElement>;
  kind: string;
  submissionId: string | null;
  bookingOpen: boolean;
};

/** The last step; a business or partnership enquiry may go on to book a call about it, while someone has booking hours. */
export function ThankYou({ headingRef, kind, submissionId, bookingOpen }: Props) {
  const booking =
    bookingOpen && (kind === "business" || kind === "partnership") && submissionId
      ? `${BOOKING_LINK.href}?enquiry=${kind}:${submissionId}`
      : null;
  return (
    <div className="py-12 text-center">
      <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-bold">
        {WIZARD_TEXT.thankYouTitle}
      </h2>
      <p className="mt-4 text-lg text-muted-foreground">{WIZARD_TEXT.thankYouText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {booking && (
          <Link
            href={booking}
            className="inline-block rounded-md bg-primary px-6 py-3 font-semibold text-primary-foreground"
          >
            {BOOKING_LINK.label}
          </Link>
        )}
        <Link
          href="/"
          className={`inline-block rounded-md px-6 py-3 font-semibold ${booking ? "border border-border" : "bg-primary text-primary-foreground"}`}
        >
          {WIZARD_TEXT.goBack}
        </Link>
      </div>
    </div>
  );
}
