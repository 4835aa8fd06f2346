import { INTERVIEW_FORM, INTERVIEW_MINUTES, interviewInviteApi } from "@/lib/content/interview";
import { MEETING_PLACE_MAX } from "@/lib/validation/booking";
import type { WorkView } from "@/lib/features/workspace";
import { formatDateTime } from "@/lib/features/admin/dates";
import type { InviteState } from "@/lib/features/booking/interview-book";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { NoticeLines } from "@/components/ui/notice-lines";
import { SelectField } from "@/components/ui/select-field";
import { AdminSection } from "./admin-section";

/** What the invitation's form brought back in the URL (?interview=sent or ?interview-error=<problem>). */
export type InterviewQuery = { interview?: string; "interview-error"?: string };

/**
 * "Invite to interview" on an application's record: a length and a place or video link; the
 * candidate is mailed the interview template with their link. A plain form, answered with a
 * redirect back to the record.
 */
function stateLine(state: InviteState): string {
  const { open, expired, booked } = INTERVIEW_FORM.state;
  if (state.status === "booked" && state.startsAt) return booked(state.minutes, formatDateTime(state.startsAt));
  if (state.status === "expired") return expired(state.minutes, formatDateTime(state.createdAt));
  return open(state.minutes, formatDateTime(state.createdAt), formatDateTime(state.expiresAt));
}

export function InterviewInviteForm({
  work,
  query,
  state,
}: {
  work: WorkView;
  query: InterviewQuery;
  state: InviteState | null;
}) {
  const problem = query["interview-error"];
  const error = problem
    ? problem === "invalid"
      ? INTERVIEW_FORM.problems.invalid
      : INTERVIEW_FORM.problems.failed
    : null;
  return (
    <AdminSection id="interview-invite-heading" title={INTERVIEW_FORM.title} intro={INTERVIEW_FORM.hint}>
      <NoticeLines notice={query.interview === "sent" ? INTERVIEW_FORM.sent : null} error={error} />
      {state && <p>{stateLine(state)}</p>}
      <form method="post" action={interviewInviteApi(work.kind, work.recordId)} className="space-y-4">
        <SelectField
          id="interview-minutes"
          name="minutes"
          label={INTERVIEW_FORM.minutesLabel}
          defaultValue="30"
          options={INTERVIEW_MINUTES.map((minutes) => ({
            value: String(minutes),
            label: INTERVIEW_FORM.minutesOption(minutes),
          }))}
        />
        <FormField
          id="interview-place"
          name="place"
          label={INTERVIEW_FORM.placeLabel}
          hint={INTERVIEW_FORM.placeHint}
          required
          maxLength={MEETING_PLACE_MAX}
        />
        <Button type="submit">{INTERVIEW_FORM.submit}</Button>
      </form>
    </AdminSection>
  );
}
