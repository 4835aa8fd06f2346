"use client";

// Booking a call. The page lists the free times in one zone (?tz=); with JavaScript the zone is
// first the browser's own, and the booking is sent without leaving the page. Without it, both
// forms post themselves: the zone chooser reloads the page, the held time comes back as ?held=.
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { OutcomeLine, type FormOutcome } from "@/components/ui/form-outcome";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { useFormSend } from "@/components/ui/use-form-send";
import { SlotDays } from "./slot-days";
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
  const router = useRouter();
  const { formRef, outcomeRef, errors, outcome, busy, send, show, fail } = useFormSend({
    initial: answer,
    fixFields: BOOKING_TEXT.fixFields,
  });
  const [booked, setBooked] = useState(answer?.kind === "success");

  // The visitor's own zone, unless they chose one.
  useEffect(() => {
    if (zoneChosen) return;
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (own && own !== zone) router.replace(pageFor(own, enquiry), { scroll: false });
  }, [zoneChosen, zone, enquiry, router]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = Object.fromEntries(new FormData(event.currentTarget).entries());
    if (!body.start) return show({ kind: "error", text: BOOKING_TEXT.chooseSlot }, { start: BOOKING_TEXT.chooseSlot });
    const result = await send(BOOKING_API, body);
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
        action={BOOKING_PATH}
        role="search"
        aria-label={BOOKING_TEXT.slotsHeading}
        className="flex flex-wrap items-end gap-3"
      >
        <SelectField
          key={zone}
          id="booking-zone"
          name="tz"
          label={BOOKING_TEXT.zoneLabel}
          defaultValue={zone}
          onChange={(event) => router.replace(pageFor(event.target.value, enquiry), { scroll: false })}
          className="w-auto"
          options={zones}
        />
        {enquiry && <input type="hidden" name="enquiry" value={enquiry} />}
        <Button type="submit" variant="outline">
          {BOOKING_TEXT.zoneChange}
        </Button>
      </form>

      {days.length === 0 ? (
        <p>{BOOKING_TEXT.noSlots}</p>
      ) : (
        <form ref={formRef} method="post" action={BOOKING_API} onSubmit={submit} aria-busy={busy} className="space-y-6">
          <fieldset aria-describedby={errors.start ? "booking-start-error" : undefined}>
            <legend className="text-xl font-bold">{BOOKING_TEXT.slotsHeading}</legend>
            <SlotDays days={days} chips />
            {errors.start && (
              <p id="booking-start-error" className="mt-2 text-sm text-danger">
                {errors.start}
              </p>
            )}
          </fieldset>
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
