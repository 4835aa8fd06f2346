"use client";

import { useEffect, useState } from "react";
import type { Interest } from "@/lib/content/interests";
import { TopicCheckboxes } from "@/components/layout/interest-checkboxes";
import { AUDIENCE_COPY, AUDIENCE_FIELDS, reachCount } from "@/lib/content/newsletter-audience";
import { Radio } from "@/components/ui/radio";

/** Everyone, or the subscribers who chose any of `chosen`. */
export type AudienceChoice = { everyone: boolean; chosen: Interest[] };
export const EVERYONE: AudienceChoice = { everyone: true, chosen: [] };

/** The multipart field's value: the interests space-separated, "" for everyone. */
export const audienceField = (choice: AudienceChoice): string => (choice.everyone ? "" : choice.chosen.join(" "));
export const audienceMissing = (choice: AudienceChoice): boolean => !choice.everyone && choice.chosen.length === 0;

type Count = { kind: "counting" } | { kind: "counted"; count: number } | { kind: "failed" };

/** Asks the server how many confirmed subscribers the audience reaches, again whenever it changes. */
function useReach(choice: AudienceChoice): Count | null {
  const key = audienceField(choice);
  const wanted = !audienceMissing(choice);
  // The answer names the audience it counted: until the current one's arrives, it is "counting".
  const [answer, setAnswer] = useState<{ key: string; count: Count } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const query = new URLSearchParams(
      key
        .split(" ")
        .filter(Boolean)
        .map((interest) => ["interests", interest]),
    );
    fetch(`/api/admin/campaigns/audience?${query}`, {
      cache: "no-store",
      headers: { Accept: "application/json" },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        setAnswer({ key, count: { kind: "counted", count: ((await response.json()) as { count: number }).count } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ key, count: { kind: "failed" } });
      });
    return () => controller.abort();
  }, [key, wanted]);
  if (!wanted) return null;
  return answer?.key === key ? answer.count : { kind: "counting" };
}

function reachText(count: Count | null): string {
  if (!count) return AUDIENCE_COPY.noTopic;
  if (count.kind === "counting") return AUDIENCE_COPY.counting;
  return count.kind === "failed" ? AUDIENCE_COPY.countFailed : reachCount(count.count);
}

type Props = { value: AudienceChoice; onChange(value: AudienceChoice): void; error?: string };

/** The campaign's audience, with the number of subscribers it will reach shown before sending. */
export function AudiencePicker({ value, onChange, error }: Props) {
  const count = useReach(value);
  const toggle = (interest: Interest, on: boolean) =>
    onChange({
      everyone: false,
      chosen: on ? [...value.chosen, interest] : value.chosen.filter((chosen) => chosen !== interest),
    });
  return (
    <fieldset aria-describedby="audience-reach" className="space-y-2">
      <legend className="font-medium">{AUDIENCE_COPY.legend}</legend>
      <Radio
        name={AUDIENCE_FIELDS.mode}
        value="everyone"
        checked={value.everyone}
        onChange={() => onChange({ ...value, everyone: true })}
        label={AUDIENCE_COPY.everyone}
      />
      <Radio
        name={AUDIENCE_FIELDS.mode}
        value="topics"
        checked={!value.everyone}
        onChange={() => onChange({ ...value, everyone: false })}
        label={AUDIENCE_COPY.chosen}
      />
      {/* Always there, so a browser without JavaScript posts the ticked topics (one field each) too. */}
      <TopicCheckboxes
        legend={AUDIENCE_COPY.topicsLegend}
        className="ml-6"
        box={(interest) => ({
          name: AUDIENCE_FIELDS.topic(interest),
          checked: value.chosen.includes(interest),
          onChange: (event) => toggle(interest, event.target.checked),
        })}
      />
      <p id="audience-reach" role="status" className="font-semibold">
        {reachText(count)}
      </p>
      {error && <p className="text-sm text-danger">{error}</p>}
    </fieldset>
  );
}
