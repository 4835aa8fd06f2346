"use client";

import { useState } from "react";
import { SCHEDULE_TEXT } from "@/lib/content/campaign-schedule";
import { SendAtFields } from "./send-at-fields";
import { Radio } from "@/components/ui/radio";

type Props = {
  /** The operator's zone: their booking hours' zone, else the site's. */
  zone: string;
  /** The zones to choose from, listed by the server (a browser's list may differ and break hydration). */
  zones: string[];
  error?: string;
  /** Called when "Send now" / "Schedule for" changes (the form names its button after it). */
  onWhen?(later: boolean): void;
};

/**
 * "Send now" or "Schedule for" a date and time, read in a time zone shown beside it (the operator's
 * by default): plain named fields, so the form posts them with or without JavaScript.
 */
export function ScheduleFields({ zone, zones, error, onWhen }: Props) {
  const [later, setLater] = useState(false);
  const choose = (value: boolean) => {
    setLater(value);
    onWhen?.(value);
  };
  const describedBy = error ? "schedule-zone-hint schedule-error" : "schedule-zone-hint";
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium">{SCHEDULE_TEXT.legend}</legend>
      <Radio name="when" value="now" checked={!later} onChange={() => choose(false)} label={SCHEDULE_TEXT.now} />
      <Radio name="when" value="later" checked={later} onChange={() => choose(true)} label={SCHEDULE_TEXT.later} />
      <div className="pl-6">
        <SendAtFields
          zone={zone}
          zones={zones}
          describedBy={describedBy}
          invalid={Boolean(error)}
          onInput={() => !later && choose(true)}
        />
      </div>
      <p id="schedule-zone-hint" className="pl-6 text-sm text-muted-foreground">
        {SCHEDULE_TEXT.zoneHint(zone)}
      </p>
      {error && (
        <p id="schedule-error" className="pl-6 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
