"use client";

// Booking a call. The page lists the free times in one zone (?tz=); with JavaScript the zone is
// first the browser's own, and the booking is sent without leaving the page. Without it, both
// forms post themselves: the zone chooser reloads the page, the held time comes back as ?held=.
import { useCallback } from "react";
import { FormField } from "@/components/ui/form-field";
import { OutcomeLine, type FormOutcome } from "@/components/ui/form-outcome";
import { Button } from "@/components/ui/button";
import { SlotChoice, useSlotSend, ZoneChoice } from "./zone-choice";
import { BOOKING_API, BOOKING_FIELD_MAX, BOOKING_PATH, BOOKING_TEXT, type SlotDay } from "@/lib/content/booking";

type Props = {
  days: SlotDay[];
  zone: string;
  zoneChosen: boolean;
  zones: Array<{ value: string; label: string }>;
  enquiry: string;
  answer: FormOutcome;
};

function pageFor(zone: string, enquiry: string) {
  const query = new URLSearchParams({ tz: zone, ...(enquiry ? { enquiry } : {}) });
  return `${BOOKING_PATH}?${query.toString()}`;
}

export function BookingForm({ days, zone, zoneChosen, zones, enquiry, answer }: Props) {
  const { formRef, outcomeRef, errors, outcome, busy, booked, submit } = useSlotSend(
    BOOKING_API,
    answer,
    answer?.kind === "success",
  );
  const zonePage = useCallback((own: string) => pageFor(own, enquiry), [enquiry]);

  const outcomeLine = <OutcomeLine ref={outcomeRef} outcome={outcome} />;
  if (booked) return outcomeLine;

  return (
    <div className="space-y-8">
      <ZoneChoice
        action={BOOKING_PATH}
        pageFor={zonePage}
        id="booking-zone"
        zone={zone}
        zoneChosen={zoneChosen}
        zones={zones}
        hidden={enquiry ? { enquiry } : {}}
      />

      {days.length === 0 ? (
        <p>{BOOKING_TEXT.noSlots}</p>
      ) : (
        <form ref={formRef} method="post" action={BOOKING_API} onSubmit={submit} aria-busy={busy} className="space-y-6">
          <SlotChoice days={days} error={errors.start} errorId="booking-start-error" />
          <input type="hidden" name="timeZone" value={zone} />
          {enquiry && <input type="hidden" name="enquiry" value={enquiry} />}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              name="name"
              label={BOOKING_TEXT.name}
              autoComplete="name"
              required
              maxLength={BOOKING_FIELD_MAX.name}
              error={errors.name}
            />
            <FormField
              name="email"
              label={BOOKING_TEXT.email}
              type="email"
              autoComplete="email"
              required
              error={errors.email}
            />
            <FormField
              name="company"
              label={BOOKING_TEXT.company}
              autoComplete="organization"
              maxLength={BOOKING_FIELD_MAX.company}
              error={errors.company}
            />
          </div>
          <FormField
            name="topic"
            label={BOOKING_TEXT.topic}
            multiline
            required
            maxLength={BOOKING_FIELD_MAX.topic}
            error={errors.topic}
          />
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? BOOKING_TEXT.sending : BOOKING_TEXT.submit}
          </Button>
          {outcomeLine}
        </form>
      )}
    </div>
  );
}
