import type { Metadata } from "next";
import { TokenForm } from "@/components/ui/token-form";
import { PageHero } from "@/components/ui/page-hero";
import { BOOKING_CONFIRM_API, BOOKING_CONFIRM_TEXT, visitorWhen } from "@/lib/content/booking";
import { pageLocale } from "@/lib/features/booking/locale";
import { bookingOfConfirmToken } from "@/lib/features/booking/hold";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: BOOKING_CONFIRM_TEXT.title, robots: { index: false } };

type Query = { token?: string | string[] };

/** The confirmation mail's link: the held time and one button, since a link scanner's GET must change nothing. */
export default async function ConfirmBookingPage({ searchParams }: { searchParams: Promise<Query> }) {
  const { token: raw } = await searchParams;
  const token = typeof raw === "string" ? raw.slice(0, 500) : "";
  const booking = await bookingOfConfirmToken(token);
  if (!booking || booking.status !== "held") {
    return (
      <PageHero
        title={BOOKING_CONFIRM_TEXT.title}
        text={booking ? BOOKING_CONFIRM_TEXT.already : BOOKING_CONFIRM_TEXT.expired}
      />
    );
  }
  return (
    <>
      <PageHero
        title={BOOKING_CONFIRM_TEXT.title}
        text={BOOKING_CONFIRM_TEXT.text(visitorWhen(booking.startsAt, booking.visitorTimeZone, await pageLocale()))}
      />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <TokenForm action={BOOKING_CONFIRM_API} token={token} label={BOOKING_CONFIRM_TEXT.button} size="lg" />
      </div>
    </>
  );
}
