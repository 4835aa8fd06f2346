"use client";

import { useState } from "react";
import { SCHEDULE_TEXT } from "@/lib/content/campaign-schedule";

const field = "mt-1 block rounded-md border border-border bg-background px-3 py-2";

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
      <label className="flex items-center gap-2">
        <input type="radio" name="when" value="now" checked={!later} onChange={() => choose(false)} className="h-4 w-4" />
        {SCHEDULE_TEXT.now}
      </label>
      <label className="flex items-center gap-2">
        <input type="radio" name="when" value="later" checked={later} onChange={() => choose(true)} className="h-4 w-4" />
        {SCHEDULE_TEXT.later}
      </label>
      <div className="flex flex-wrap items-end gap-3 pl-6">
        <label className="block text-sm font-medium">
          {SCHEDULE_TEXT.sendAt}
          <input
            type="datetime-local"
            name="sendAt"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onInput={() => !later && choose(true)}
            className={field}
          />
        </label>
        <label className="block text-sm font-medium">
          {SCHEDULE_TEXT.timeZone}
          <select name="timeZone" defaultValue={zone} className={field}>
            {zones.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
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
