"use client";

// The candidate's choice of an interview time. The page lists the free times in one zone (?tz=);
// with JavaScript the zone is first the browser's own and the booking is sent without leaving the
// page. Without it, both forms post themselves: the zone chooser reloads the page, the booking
// comes back as ?booked=1 or ?error=.
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { OutcomeLine, type FormOutcome } from "@/components/ui/form-outcome";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { useFormSend } from "@/components/ui/use-form-send";
import { SlotDays } from "./slot-days";
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
  const router = useRouter();
  const { formRef, outcomeRef, errors, outcome, busy, send, show, fail } = useFormSend({
    initial: answer,
    fixFields: INTERVIEW_TEXT.fixFields,
  });
  const [booked, setBooked] = useState(false);

  // The candidate's own zone, unless they chose one.
  useEffect(() => {
    if (zoneChosen) return;
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (own && own !== zone) router.replace(pageFor(token, own), { scroll: false });
  }, [zoneChosen, zone, token, router]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = Object.fromEntries(new FormData(event.currentTarget).entries());
    if (!body.start)
      return show({ kind: "error", text: INTERVIEW_TEXT.chooseSlot }, { start: INTERVIEW_TEXT.chooseSlot });
    const result = await send(INTERVIEW_API, body);
    if (result.ok) {
      setBooked(true);
      return show({ kind: "success", text: result.data.message ?? "" });
    }
    fail(result);
    // Taken meanwhile: the list is read again without that time.
    if (result.status === 409) router.refresh();
  }

  const outcomeLine = <OutcomeLine ref={outcomeRef} outcome={outcome} />;
  if (booked) return outcomeLine;

  return (
    <div className="space-y-8">
      <form
        method="get"
        action={interviewPath(token)}
        role="search"
        aria-label={INTERVIEW_TEXT.slotsHeading}
        className="flex flex-wrap items-end gap-3"
      >
        <SelectField
          key={zone}
          id="interview-zone"
          name="tz"
          label={INTERVIEW_TEXT.zoneLabel}
          defaultValue={zone}
          onChange={(event) => router.replace(pageFor(token, event.target.value), { scroll: false })}
          className="w-auto"
          options={zones}
        />
        <Button type="submit" variant="outline">
          {INTERVIEW_TEXT.zoneChange}
        </Button>
      </form>

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
          <fieldset aria-describedby={errors.start ? "interview-start-error" : undefined}>
            <legend className="text-xl font-bold">{INTERVIEW_TEXT.slotsHeading}</legend>
            <SlotDays days={days} chips />
            {errors.start && (
              <p id="interview-start-error" className="mt-2 text-sm text-danger">
                {errors.start}
              </p>
            )}
          </fieldset>
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
