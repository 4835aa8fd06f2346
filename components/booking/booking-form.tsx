"use client";

// Booking a call. The page lists the free times in one zone (?tz=); with JavaScript the zone is
// first the browser's own, and the booking is sent without leaving the page. Without it, both
// forms post themselves: the zone chooser reloads the page, the held time comes back as ?held=.
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import type { FormOutcome } from "@/components/ui/form-outcome";
import { useFormAnswer } from "@/components/ui/use-form-answer";
import { postJson } from "@/lib/client/post-json";
import { BOOKING_API, BOOKING_FIELD_MAX, BOOKING_PATH, BOOKING_TEXT, type SlotDay } from "@/lib/content/booking";

type Props = { days: SlotDay[]; zone: string; zoneChosen: boolean; zones: Array<{ value: string; label: string }>; enquiry: string; answer: FormOutcome };

function pageFor(zone: string, enquiry: string) {
  const query = new URLSearchParams({ tz: zone, ...(enquiry ? { enquiry } : {}) });
  return `${BOOKING_PATH}?${query.toString()}`;
}

export function BookingForm({ days, zone, zoneChosen, zones, enquiry, answer }: Props) {
  const router = useRouter();
  const { formRef, outcomeRef, errors, outcome, show, clear, showFailure } = useFormAnswer(answer);
  const [busy, setBusy] = useState(false);
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
    clear();
    setBusy(true);
    const result = await postJson<{ message?: string }>(BOOKING_API, body);
    setBusy(false);
    if (result.ok) {
      setBooked(true);
      return show({ kind: "success", text: result.data.message ?? "" });
    }
    showFailure(result, BOOKING_TEXT.fixFields);
    // Taken meanwhile: the list is read again without that time.
    if (result.status === 409) router.refresh();
  }

  const outcomeLine = (
    <p ref={outcomeRef} tabIndex={-1} role={outcome?.kind === "error" ? "alert" : "status"} className={outcome?.kind === "error" ? "text-danger" : "font-semibold text-success"}>
      {outcome?.text}
    </p>
  );
  if (booked) return outcomeLine;

  return (
    <div className="space-y-8">
      <form method="get" action={BOOKING_PATH} role="search" aria-label={BOOKING_TEXT.slotsHeading} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="booking-zone" className="block font-medium">
            {BOOKING_TEXT.zoneLabel}
          </label>
          <select
            key={zone}
            id="booking-zone"
            name="tz"
            defaultValue={zone}
            onChange={(event) => router.replace(pageFor(event.target.value, enquiry), { scroll: false })}
            className="mt-1 rounded-md border border-border bg-background px-3 py-2"
          >
            {zones.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {enquiry && <input type="hidden" name="enquiry" value={enquiry} />}
        <button type="submit" className="rounded-md border border-border px-4 py-2 font-semibold">
          {BOOKING_TEXT.zoneChange}
        </button>
      </form>

      {days.length === 0 ? (
        <p>{BOOKING_TEXT.noSlots}</p>
      ) : (
        <form ref={formRef} method="post" action={BOOKING_API} onSubmit={submit} aria-busy={busy} className="space-y-6">
          <fieldset aria-describedby={errors.start ? "booking-start-error" : undefined}>
            <legend className="text-xl font-bold">{BOOKING_TEXT.slotsHeading}</legend>
            {days.map((day) => (
              <fieldset key={day.day} className="mt-4">
                <legend className="font-semibold">{day.label}</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {day.slots.map((slot) => (
                    <label key={slot.start} className="cursor-pointer rounded-md border border-border px-3 py-2 has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary">
                      <input type="radio" name="start" value={slot.start} required className="sr-only" />
                      {slot.time}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
            {errors.start && (
              <p id="booking-start-error" className="mt-2 text-sm text-danger">
                {errors.start}
              </p>
            )}
          </fieldset>
          <input type="hidden" name="timeZone" value={zone} />
          {enquiry && <input type="hidden" name="enquiry" value={enquiry} />}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField name="name" label={BOOKING_TEXT.name} autoComplete="name" required maxLength={BOOKING_FIELD_MAX.name} error={errors.name} />
            <FormField name="email" label={BOOKING_TEXT.email} type="email" autoComplete="email" required error={errors.email} />
            <FormField name="company" label={BOOKING_TEXT.company} autoComplete="organization" maxLength={BOOKING_FIELD_MAX.company} error={errors.company} />
          </div>
          <FormField name="topic" label={BOOKING_TEXT.topic} multiline required maxLength={BOOKING_FIELD_MAX.topic} error={errors.topic} />
          <button type="submit" disabled={busy} className="rounded-md bg-primary px-5 py-3 font-semibold text-primary-foreground hover:opacity-90 disabled:opacity-60">
            {busy ? BOOKING_TEXT.sending : BOOKING_TEXT.submit}
          </button>
          {outcomeLine}
        </form>
      )}
    </div>
  );
}
