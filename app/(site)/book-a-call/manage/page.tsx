import type { Metadata } from "next";
import { CancelStep } from "@/components/booking/cancel-step";
import { MoveForm } from "@/components/booking/move-form";
import { PageHero } from "@/components/ui/page-hero";
import {
  BOOKING_ANSWERS,
  BOOKING_CANCEL_API,
  BOOKING_MANAGE_PATH,
  BOOKING_MANAGE_TEXT,
  BOOKING_MOVE_API,
  BOOKING_TEXT,
  visitorWhen,
  type BookingProblem,
} from "@/lib/content/booking";
import { pageLocale } from "@/lib/features/booking/locale";
import { bookingOfToken, moveChoices } from "@/lib/features/booking/manage";
import { slotsByDay } from "@/lib/features/booking/slots";
import { NoticeLines } from "@/components/ui/notice-lines";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: BOOKING_MANAGE_TEXT.title, robots: { index: false } };

type Query = {
  token?: string | string[];
  done?: string | string[];
  error?: string | string[];
  step?: string | string[];
};
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/** The call a mailed link names: cancel it (after asking once more), or move it to another of its operator's free times. */
export default async function ManageBookingPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const token = one(query.token);
  const [booking, locale] = await Promise.all([bookingOfToken(token), pageLocale()]);
  const problem = one(query.error);
  const when = booking && visitorWhen(booking.startsAt, booking.visitorTimeZone, locale);
  const done = one(query.done);
  const notice =
    done === "cancelled"
      ? BOOKING_MANAGE_TEXT.cancelled
      : !when
        ? null
        : done === "moved"
          ? BOOKING_MANAGE_TEXT.moved(when)
          : done === "confirmed"
            ? BOOKING_TEXT.booked(when)
            : null;
  const error = problem in BOOKING_ANSWERS ? BOOKING_ANSWERS[problem as BookingProblem] : null;
  if (!booking || !when) {
    return (
      <>
        <PageHero title={BOOKING_MANAGE_TEXT.title} text={notice ?? BOOKING_MANAGE_TEXT.invalidLink} />
      </>
    );
  }
  const days = slotsByDay(await moveChoices(booking), booking.visitorTimeZone, locale);
  const page = `${BOOKING_MANAGE_PATH}?token=${encodeURIComponent(token)}`;
  return (
    <>
      <PageHero title={BOOKING_MANAGE_TEXT.title} text={when} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12">
        <NoticeLines notice={notice} error={error} />
        <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-muted-foreground">{BOOKING_MANAGE_TEXT.when}</dt>
          <dd>{when}</dd>
          <dt className="font-medium text-muted-foreground">{BOOKING_MANAGE_TEXT.topic}</dt>
          <dd className="whitespace-pre-line">{booking.topic}</dd>
        </dl>
        <CancelStep
          confirming={one(query.step) === "cancel"}
          askHref={`${page}&step=cancel`}
          keepHref={page}
          cancel={{ action: BOOKING_CANCEL_API, hidden: { token } }}
          when={when}
        />
        <MoveForm
          action={BOOKING_MOVE_API}
          hidden={{ token }}
          heading={BOOKING_MANAGE_TEXT.moveHeading}
          button={BOOKING_MANAGE_TEXT.move}
          days={days}
        />
      </div>
    </>
  );
}
