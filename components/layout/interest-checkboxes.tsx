import { INTEREST_LABELS, INTERESTS, type Interest } from "@/lib/content/interests";
import { TOPICS_COPY } from "@/lib/content/subscription";

type Props = { checked?: readonly Interest[]; className?: string; describedBy?: string };

/** The newsletter's topics as plain checkboxes named `interests`: read by a form post or FormData, no script of their own. */
export function InterestCheckboxes({ checked = [], className, describedBy }: Props) {
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className="sr-only">{TOPICS_COPY.legend}</legend>
      <ul className="grid gap-1 sm:grid-cols-2">
        {INTERESTS.map((interest) => (
          <li key={interest}>
            <label className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                name="interests"
                value={interest}
                defaultChecked={checked.includes(interest)}
                className="h-4 w-4"
              />
              {INTEREST_LABELS[interest]}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
