import type { Metadata } from "next";
import { BookingForm } from "@/components/booking/booking-form";
import { PageHero } from "@/components/ui/page-hero";
import {
  BOOKING_ANSWERS,
  BOOKING_PATH,
  BOOKING_TEXT,
  DEFAULT_TIME_ZONE,
  visitorWhen,
  visitorZoneOptions,
  type BookingProblem,
} from "@/lib/content/booking";
import { openSlots } from "@/lib/features/booking/book";
import { pageLocale } from "@/lib/features/booking/locale";
import { slotsByDay } from "@/lib/features/booking/slots";
import { isTimeZone } from "@/lib/validation/booking";

// Per request: the free times change with every booking.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: BOOKING_TEXT.title,
  description: BOOKING_TEXT.intro,
  alternates: { canonical: BOOKING_PATH },
};

type Query = {
  tz?: string | string[];
  enquiry?: string | string[];
  held?: string | string[];
  "booking-error"?: string | string[];
};
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** The answer to a form sent without JavaScript (app/api/booking/route.ts). */
function answerOf(query: Query, zone: string, locale: string) {
  const held = one(query.held);
  if (held && !Number.isNaN(Date.parse(held)))
    return { kind: "success" as const, text: BOOKING_TEXT.held(visitorWhen(new Date(held), zone, locale)) };
  const problem = one(query["booking-error"]);
  if (problem && problem in BOOKING_ANSWERS)
    return { kind: "error" as const, text: BOOKING_ANSWERS[problem as BookingProblem] };
  return null;
}

export default async function BookACallPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const asked = one(query.tz);
  const zone = asked && isTimeZone(asked) ? asked : DEFAULT_TIME_ZONE;
  const enquiry = one(query.enquiry);
  const locale = await pageLocale();
  const days = slotsByDay(await openSlots(), zone, locale);
  return (
    <>
      <PageHero title={BOOKING_TEXT.title} text={BOOKING_TEXT.intro} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <BookingForm
          days={days}
          zone={zone}
          zoneChosen={Boolean(asked)}
          zones={visitorZoneOptions(zone)}
          enquiry={enquiry ?? ""}
          answer={answerOf(query, zone, locale)}
        />
      </div>
    </>
  );
}
