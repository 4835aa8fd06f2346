import { notFound } from "next/navigation";
import { CancelStep } from "@/components/booking/cancel-step";
import { MoveForm } from "@/components/booking/move-form";
import { AVAILABILITY_PATH, AVAILABILITY_TEXT, readerLocale, visitorWhen, whenText } from "@/lib/content/booking";
import {
  CALL_PROBLEMS,
  CALL_TEXT,
  callPath,
  OPERATOR_CANCEL_API,
  OPERATOR_MOVE_API,
  type CallProblem,
} from "@/lib/content/booking-calls";
import { isRecordId } from "@/lib/features/admin/lists";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { availabilityOf, operatorTimeZone } from "@/lib/features/booking/availability";
import { moveChoices } from "@/lib/features/booking/manage";
import { callOf } from "@/lib/features/booking/queries";
import { slotsByDay } from "@/lib/features/booking/slots";
import { NoticeLines } from "@/components/ui/notice-lines";
import { LabelRows } from "@/components/ui/term-list";
import { PersonLink } from "@/components/admin/person-view";
import { personLinkOf } from "@/lib/features/privacy";
import { WorkSection, type WorkQuery } from "@/components/admin/work-section";
import { workView } from "@/lib/features/workspace";
import { withMessages } from "@/lib/features/conversations/view";

export const metadata = { title: CALL_TEXT.title };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ step?: string; done?: string; error?: string } & WorkQuery>;
};

/** One booked call in the operator area (the operator's mails link here): its details, and cancel or move it as the visitor can. */
export default async function CallPage({ params, searchParams }: Props) {
  const { id } = await params;
  const path = callPath(id);
  const operator = await requireOperatorPage(path);
  if (!isRecordId(id)) notFound();
  const [call, zone, query, work] = await Promise.all([
    callOf(id),
    operatorTimeZone(operator.id),
    searchParams,
    workView("booking", id).then((view) => (view ? withMessages(view) : null)),
  ]);
  if (!call) notFound();
  const { booking } = call;
  const when = whenText(booking.startsAt, zone);
  const place = (await availabilityOf(booking.operatorId))?.meetingPlace ?? null;
  const notice =
    query.done === "cancelled" ? CALL_TEXT.cancelled : query.done === "moved" ? CALL_TEXT.moved(when) : null;
  const error =
    query.error && Object.hasOwn(CALL_PROBLEMS, query.error) ? CALL_PROBLEMS[query.error as CallProblem] : null;
  const details: Array<[string, string]> = [
    [CALL_TEXT.when, when],
    [
      CALL_TEXT.visitorWhen,
      visitorWhen(booking.startsAt, booking.visitorTimeZone, readerLocale(booking.visitorLocale)),
    ],
    [CALL_TEXT.status, AVAILABILITY_TEXT.statuses[call.status]],
    [CALL_TEXT.who, `${booking.name} <${booking.email}>`],
    [CALL_TEXT.company, booking.company ?? "-"],
    [CALL_TEXT.topic, booking.topic],
    [CALL_TEXT.place, place ?? CALL_TEXT.noPlace],
  ];
  return (
    <div className="space-y-8">
      <a href={AVAILABILITY_PATH} className="underline">
        {CALL_TEXT.back}
      </a>
      <h1 className="text-3xl font-bold">{CALL_TEXT.title}</h1>
      <PersonLink href={await personLinkOf("booking", id, operator.id)} />
      <NoticeLines notice={notice} error={error} />
      <LabelRows
        rows={details}
        className="grid max-w-3xl gap-2 sm:grid-cols-[14rem_1fr]"
        detailClassName="whitespace-pre-line break-words"
      />
      {call.status === "booked" && (
        <>
          <CancelStep
            confirming={query.step === "cancel"}
            askHref={`${path}?step=cancel`}
            keepHref={path}
            cancel={{ action: OPERATOR_CANCEL_API, hidden: { id } }}
            when={when}
          />
          <MoveForm
            action={OPERATOR_MOVE_API}
            hidden={{ id }}
            heading={CALL_TEXT.moveHeading}
            button={CALL_TEXT.move}
            days={slotsByDay(await moveChoices(booking), zone)}
          />
        </>
      )}
      {work && <WorkSection work={work} notify={false} query={query} />}
    </div>
  );
}
