"use client";

// Booking a call. The page lists the free times in one zone (?tz=); with JavaScript the zone is
// first the browser's own, and the booking is sent without leaving the page. Without it, both
// forms post themselves: the zone chooser reloads the page, the held time comes back as ?held=.
import { useCallback } from "react";
import { FormField } from "@/components/ui/form-field";
import type { FormOutcome } from "@/components/ui/form-outcome";
import { SlotBooking } from "./zone-choice";
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

export function BookingForm({ enquiry, answer, ...slots }: Props) {
  const zonePage = useCallback((own: string) => pageFor(own, enquiry), [enquiry]);
  return (
    <SlotBooking
      api={BOOKING_API}
      zoneForm={{ action: BOOKING_PATH, pageFor: zonePage, hidden: enquiry ? { enquiry } : {} }}
      idPrefix="booking"
      {...slots}
      answer={answer}
      bookedAtFirst={answer?.kind === "success"}
      text={BOOKING_TEXT}
      fields={(errors) => (
        <>
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
        </>
      )}
    />
  );
}
