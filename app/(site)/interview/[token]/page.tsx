import type { Metadata } from "next";
import { InterviewForm } from "@/components/booking/interview-form";
import { NoticeLines } from "@/components/ui/notice-lines";
import { PageHero } from "@/components/ui/page-hero";
import { DEFAULT_TIME_ZONE, visitorWhen, visitorZoneOptions } from "@/lib/content/booking";
import { INTERVIEW_ANSWERS, INTERVIEW_TEXT, type InterviewProblem } from "@/lib/content/interview";
import { interviewOfToken, interviewSlots } from "@/lib/features/booking/interview-book";
import { pageLocale } from "@/lib/features/booking/locale";
import { slotsByDay } from "@/lib/features/booking/slots";
import { isTimeZone } from "@/lib/validation/booking";

// Per request: the free times change with every booking.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: INTERVIEW_TEXT.title, robots: { index: false } };

type Query = { tz?: string | string[]; booked?: string | string[]; error?: string | string[] };
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** The interview an invitation's link names: its interviewer's free times of its length, in the candidate's zone. */
export default async function InterviewPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Query>;
}) {
  const [{ token }, query, locale] = await Promise.all([params, searchParams, pageLocale()]);
  const found = await interviewOfToken(token);
  if (!found) return <PageHero title={INTERVIEW_TEXT.title} text={INTERVIEW_TEXT.invalidLink} />;
  const { invite, job, interviewer, booking } = found;
  const asked = one(query.tz);
  const intro = INTERVIEW_TEXT.intro(job, invite.minutes, interviewer);
  if (booking) {
    const when = visitorWhen(booking.startsAt, booking.visitorTimeZone, locale);
    const text = one(query.booked) ? INTERVIEW_TEXT.booked(when) : INTERVIEW_TEXT.alreadyBooked(when);
    return (
      <>
        <PageHero title={INTERVIEW_TEXT.title} text={intro} />
        <div className="mx-auto max-w-3xl space-y-4 px-4 py-12">
          <NoticeLines notice={text} error={null} />
          <p>{INTERVIEW_TEXT.place(invite.place)}</p>
        </div>
      </>
    );
  }
  const zone = asked && isTimeZone(asked) ? asked : DEFAULT_TIME_ZONE;
  const problem = one(query.error);
  const answer =
    problem && problem in INTERVIEW_ANSWERS
      ? { kind: "error" as const, text: INTERVIEW_ANSWERS[problem as InterviewProblem] }
      : null;
  const days = slotsByDay(await interviewSlots(invite), zone, locale);
  return (
    <>
      <PageHero title={INTERVIEW_TEXT.title} text={intro} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12">
        <p>{INTERVIEW_TEXT.place(invite.place)}</p>
        <InterviewForm
          token={token}
          days={days}
          zone={zone}
          zoneChosen={Boolean(asked)}
          zones={visitorZoneOptions(zone)}
          answer={answer}
        />
      </div>
    </>
  );
}
