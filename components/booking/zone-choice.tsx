"use client";

// The zone a page lists free times in (?tz=), shared by the call's booking form and the
// candidate's interview form: first the browser's own zone unless one was chosen, and a chooser
// that works without JavaScript (a GET form reloading the page) and with it (replacing the URL).
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { OutcomeLine, type FormOutcome } from "@/components/ui/form-outcome";
import { useFormSend } from "@/components/ui/use-form-send";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { BOOKING_TEXT, type SlotDay } from "@/lib/content/booking";
import { SlotDays } from "./slot-days";

type ZoneProps = {
  /** The page itself, without a query. */
  action: string;
  /** The page in another zone (the chooser's and the browser's zone). */
  pageFor: (zone: string) => string;
  id: string;
  zone: string;
  zoneChosen: boolean;
  zones: Array<{ value: string; label: string }>;
  /** Fields the page keeps when the zone changes without JavaScript. */
  hidden?: Record<string, string>;
};

function ZoneChoice({ action, pageFor, id, zone, zoneChosen, zones, hidden = {} }: ZoneProps) {
  const router = useRouter();
  // The visitor's own zone, unless they chose one.
  useEffect(() => {
    if (zoneChosen) return;
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (own && own !== zone) router.replace(pageFor(own), { scroll: false });
  }, [zoneChosen, zone, pageFor, router]);
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={BOOKING_TEXT.slotsHeading}
      className="flex flex-wrap items-end gap-3"
    >
      <SelectField
        key={zone}
        id={id}
        name="tz"
        label={BOOKING_TEXT.zoneLabel}
        defaultValue={zone}
        onChange={(event) => router.replace(pageFor(event.target.value), { scroll: false })}
        className="w-auto"
        options={zones}
      />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="outline">
        {BOOKING_TEXT.zoneChange}
      </Button>
    </form>
  );
}

/** The free times as chips, one radio `start` each, with the error of a form sent without one. */
function SlotChoice({ days, error, errorId }: { days: SlotDay[]; error?: string; errorId: string }) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-xl font-bold">{BOOKING_TEXT.slotsHeading}</legend>
      <SlotDays days={days} chips />
      {error && (
        <p id={errorId} className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Sending a chosen free time to `api` with a script: "choose a time" without one, the answer's
 * sentence once booked (`booked`: the form gives way to it), and the list read again when the time
 * was just taken.
 */
function useSlotSend(api: string, answer: FormOutcome, bookedAtFirst = false) {
  const router = useRouter();
  const form = useFormSend({ initial: answer, fixFields: BOOKING_TEXT.fixFields });
  const [booked, setBooked] = useState(bookedAtFirst);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = Object.fromEntries(new FormData(event.currentTarget).entries());
    if (!body.start)
      return form.show({ kind: "error", text: BOOKING_TEXT.chooseSlot }, { start: BOOKING_TEXT.chooseSlot });
    const result = await form.send(api, body);
    if (result.ok) {
      setBooked(true);
      return form.show({ kind: "success", text: result.data.message ?? "" });
    }
    form.fail(result);
    // Taken meanwhile: the list is read again without that time.
    if (result.status === 409) router.refresh();
  }
  return { ...form, booked, submit };
}

type SlotBookingProps = {
  /** Where the chosen time is posted, with or without a script. */
  api: string;
  /** The page's own zone chooser (ZoneChoice's `action`, `pageFor` and `hidden`). */
  zoneForm: Pick<ZoneProps, "action" | "pageFor" | "hidden">;
  /** Prefixes the zone chooser's id and the time's error id. */
  idPrefix: string;
  days: SlotDay[];
  zone: string;
  zoneChosen: boolean;
  zones: ZoneProps["zones"];
  answer: FormOutcome;
  bookedAtFirst?: boolean;
  text: { noSlots: string; sending: string; submit: string };
  /** The form's own fields after the time, given the answer's errors by field. */
  fields: (errors: Partial<Record<string, string>>) => ReactNode;
};

/**
 * The zone chooser and the free times as one booking form (the call's and the interview's): sent by
 * a script where there is one, and giving way to the answer's sentence once booked.
 */
export function SlotBooking({
  api,
  zoneForm,
  idPrefix,
  days,
  zone,
  zoneChosen,
  zones,
  answer,
  ...props
}: SlotBookingProps) {
  const { formRef, outcomeRef, errors, outcome, busy, booked, submit } = useSlotSend(api, answer, props.bookedAtFirst);
  const outcomeLine = <OutcomeLine ref={outcomeRef} outcome={outcome} />;
  if (booked) return outcomeLine;

  return (
    <div className="space-y-8">
      <ZoneChoice {...zoneForm} id={`${idPrefix}-zone`} zone={zone} zoneChosen={zoneChosen} zones={zones} />

      {days.length === 0 ? (
        <p>{props.text.noSlots}</p>
      ) : (
        <form ref={formRef} method="post" action={api} onSubmit={submit} aria-busy={busy} className="space-y-6">
          <SlotChoice days={days} error={errors.start} errorId={`${idPrefix}-start-error`} />
          <input type="hidden" name="timeZone" value={zone} />
          {props.fields(errors)}
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? props.text.sending : props.text.submit}
          </Button>
          {outcomeLine}
        </form>
      )}
    </div>
  );
}
