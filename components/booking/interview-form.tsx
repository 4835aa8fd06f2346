"use client";

// The candidate's choice of an interview time. The page lists the free times in one zone (?tz=);
// with JavaScript the zone is first the browser's own and the booking is sent without leaving the
// page. Without it, both forms post themselves: the zone chooser reloads the page, the booking
// comes back as ?booked=1 or ?error=.
import { useCallback } from "react";
import { OutcomeLine, type FormOutcome } from "@/components/ui/form-outcome";
import { Button } from "@/components/ui/button";
import { SlotChoice, useSlotSend, ZoneChoice } from "./zone-choice";
import type { SlotDay } from "@/lib/content/booking";
import { INTERVIEW_API, INTERVIEW_TEXT, interviewPath } from "@/lib/content/interview";

type Props = {
  token: string;
  days: SlotDay[];
  zone: string;
  zoneChosen: boolean;
  zones: Array<{ value: string; label: string }>;
  answer: FormOutcome;
};

const pageFor = (token: string, zone: string) => `${interviewPath(token)}?${new URLSearchParams({ tz: zone })}`;

export function InterviewForm({ token, days, zone, zoneChosen, zones, answer }: Props) {
  const { formRef, outcomeRef, errors, outcome, busy, booked, submit } = useSlotSend(INTERVIEW_API, answer);
  const zonePage = useCallback((own: string) => pageFor(token, own), [token]);

  const outcomeLine = <OutcomeLine ref={outcomeRef} outcome={outcome} />;
  if (booked) return outcomeLine;

  return (
    <div className="space-y-8">
      <ZoneChoice
        action={interviewPath(token)}
        pageFor={zonePage}
        id="interview-zone"
        zone={zone}
        zoneChosen={zoneChosen}
        zones={zones}
      />

      {days.length === 0 ? (
        <p>{INTERVIEW_TEXT.noSlots}</p>
      ) : (
        <form
          ref={formRef}
          method="post"
          action={INTERVIEW_API}
          onSubmit={submit}
          aria-busy={busy}
          className="space-y-6"
        >
          <SlotChoice days={days} error={errors.start} errorId="interview-start-error" />
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="timeZone" value={zone} />
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? INTERVIEW_TEXT.sending : INTERVIEW_TEXT.submit}
          </Button>
          {outcomeLine}
        </form>
      )}
    </div>
  );
}
