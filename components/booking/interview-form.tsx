"use client";

// The candidate's choice of an interview time. The page lists the free times in one zone (?tz=);
// with JavaScript the zone is first the browser's own and the booking is sent without leaving the
// page. Without it, both forms post themselves: the zone chooser reloads the page, the booking
// comes back as ?booked=1 or ?error=.
import { useCallback } from "react";
import type { FormOutcome } from "@/components/ui/form-outcome";
import { SlotBooking } from "./zone-choice";
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

export function InterviewForm({ token, ...slots }: Props) {
  const zonePage = useCallback((own: string) => pageFor(token, own), [token]);
  return (
    <SlotBooking
      api={INTERVIEW_API}
      zoneForm={{ action: interviewPath(token), pageFor: zonePage }}
      idPrefix="interview"
      {...slots}
      text={INTERVIEW_TEXT}
      fields={() => <input type="hidden" name="token" value={token} />}
    />
  );
}
