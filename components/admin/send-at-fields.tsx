import type { FormEventHandler } from "react";
import { SCHEDULE_TEXT } from "@/lib/content/campaign-schedule";
import { SelectField } from "@/components/ui/select-field";

const field = "mt-1 block rounded-md border border-border bg-background px-3 py-2";

type Props = {
  zone: string;
  /** Listed by the server: a browser's own list may differ and break hydration. */
  zones: string[];
  describedBy: string;
  invalid?: boolean;
  onInput?: FormEventHandler<HTMLInputElement>;
};

/** A date and time to send at (`sendAt`) and the zone it is read in (`timeZone`, the operator's by default). */
export function SendAtFields({ zone, zones, describedBy, invalid, onInput }: Props) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="block text-sm font-medium">
        {SCHEDULE_TEXT.sendAt}
        <input
          type="datetime-local"
          name="sendAt"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onInput={onInput}
          className={field}
        />
      </label>
      <div className="text-sm">
        <SelectField
          label={SCHEDULE_TEXT.timeZone}
          className="w-auto"
          name="timeZone"
          defaultValue={zone}
          options={zones.map((name) => ({ value: name, label: name }))}
        />
      </div>
    </div>
  );
}
