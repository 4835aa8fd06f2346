import type { InputHTMLAttributes } from "react";
import { INTEREST_LABELS, INTERESTS, type Interest } from "@/lib/content/interests";
import { TOPICS_COPY } from "@/lib/content/subscription";

type BoxesProps = {
  legend: string;
  className?: string;
  describedBy?: string;
  /** The name, value and state of one topic's checkbox. */
  box: (interest: Interest) => InputHTMLAttributes<HTMLInputElement>;
};

/** The newsletter's topics as a fieldset of checkboxes, two columns, its legend for screen readers only. */
export function TopicCheckboxes({ legend, className, describedBy, box }: BoxesProps) {
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="sr-only">{legend}</legend>
      <ul className="grid gap-1 sm:grid-cols-2">
        {INTERESTS.map((interest) => (
          <li key={interest}>
            <label className="inline-flex items-center gap-2">
              <input type="checkbox" {...box(interest)} className="h-4 w-4" />
              {INTEREST_LABELS[interest]}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

type Props = { checked?: readonly Interest[]; className?: string; describedBy?: string };

/** The newsletter's topics as plain checkboxes named `interests`: read by a form post or FormData, no script of their own. */
export function InterestCheckboxes({ checked = [], className, describedBy }: Props) {
  return (
    <TopicCheckboxes
      legend={TOPICS_COPY.legend}
      className={className}
      describedBy={describedBy}
      box={(interest) => ({ name: "interests", value: interest, defaultChecked: checked.includes(interest) })}
    />
  );
}
