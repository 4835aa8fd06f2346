// What the interview handlers call: the operator's invitation from a record, and the candidate's
// booking from the invitation's page; each gives the page a form sent without JavaScript goes on
// to and what a script is told.
import "server-only";
import { BOOKING_MANAGE_PATH, visitorWhen } from "../../content/booking";
import {
  INTERVIEW_ANSWERS,
  INTERVIEW_FORM,
  INTERVIEW_TEXT,
  interviewPath,
  type InterviewProblem,
} from "../../content/interview";
import { WORK_KINDS, workItemId, type WorkKind } from "../../content/workspace";
import { workRecordPath } from "../../content/workspace-record";
import { DomainError, invalid, notFound, type FormProblem } from "../../core/errors";
import type { Failure, Reply } from "../../core/handler";
import {
  interviewBookingSchema,
  interviewInviteSchema,
  type InterviewBookingInput,
  type InterviewInviteInput,
} from "../../validation/interview";
import { inviteToInterview } from "./interview";
import { bookInterview } from "./interview-book";
import { manageToken } from "./manage";
import { bookingForm } from "./requests";

export const interviewInviteBody = bookingForm(interviewInviteSchema);
export const interviewBookingBody = bookingForm(interviewBookingSchema);

/** The operator's invitation from an application's record; the record's page says it was sent. */
export async function inviteFromRecord(
  operator: { id: string; name: string; email: string },
  kind: WorkKind,
  recordId: string,
  input: InterviewInviteInput,
): Promise<Reply> {
  if (WORK_KINDS[kind].pipeline !== "applications") throw notFound();
  await inviteToInterview(workItemId(kind, recordId), input, {
    id: operator.id,
    name: operator.name || operator.email,
  });
  return { location: `${workRecordPath(kind, recordId)}?interview=sent`, body: { message: INTERVIEW_FORM.sent } };
}

/** The record's page again, saying what went wrong with the invitation. */
export const inviteFailedPage = (problem: FormProblem, params: { kind: WorkKind; id: string }) =>
  `${workRecordPath(params.kind, params.id)}?interview-error=${problem === "invalid" ? "invalid" : "failed"}`;

/** The candidate books a time; their page then says so (its manage link is in the invitation mailed). */
export async function bookFromInvite(input: InterviewBookingInput, locale: string): Promise<Reply> {
  if (!input.start) throw invalid([{ field: "start", msg: INTERVIEW_TEXT.chooseSlot }]);
  const booking = await bookInterview(input.token, input.start, input.timeZone, locale);
  const when = visitorWhen(booking.startsAt, booking.visitorTimeZone, locale);
  return {
    location: `${interviewPath(input.token)}?booked=1`,
    body: {
      message: INTERVIEW_TEXT.booked(when),
      manage: `${BOOKING_MANAGE_PATH}?token=${manageToken(booking)}`,
    },
  };
}

function problemOf(problem: FormProblem, error: unknown): InterviewProblem {
  if (error instanceof DomainError && error.kind === "conflict") return "taken";
  return problem in INTERVIEW_ANSWERS ? (problem as InterviewProblem) : "failed";
}

/** The candidate's page again with what went wrong, once its link was read. */
export const bookFailedPage = (
  problem: FormProblem,
  _params: unknown,
  { error, input }: Failure<unknown, InterviewBookingInput>,
) => (input ? `${interviewPath(input.token)}?error=${problemOf(problem, error)}` : null);
