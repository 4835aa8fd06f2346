import type { InputHTMLAttributes, ReactNode } from "react";

/** A choice drawn as a bordered card, marked when chosen or focused (the sign-up's introduction). */
const CARD =
  "flex cursor-pointer items-center gap-3 rounded-lg border border-border p-4 has-[:checked]:border-primary has-[:checked]:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> & {
  label: ReactNode;
  /** Space above the choice, where it follows a legend or another choice. */
  space?: "mt-1" | "mt-2";
  /** Drawn as a card, its label in medium weight. */
  card?: boolean;
};

/** One radio choice with its label beside it; the label holds the input, so a click on the text chooses it. */
export function Radio({ label, space, card, ...input }: Props) {
  return (
    <label className={card ? CARD : space ? `${space} flex items-center gap-2` : "flex items-center gap-2"}>
      <input type="radio" {...input} className="h-4 w-4" />
      {card ? <span className="font-medium">{label}</span> : label}
    </label>
  );
}

type GroupProps<V extends string> = {
  legend: ReactNode;
  /** Classes of the legend and of the choices' row or grid. */
  classes: { legend: string; choices: string };
  name: string;
  options: ReadonlyArray<{ readonly value: V; readonly label: ReactNode }>;
  /** The choice a plain form starts with. */
  defaultValue?: V;
  /** The choice a script holds, and how it changes it; without it the inputs keep their own state. */
  control?: { value: V | ""; choose: (value: V) => void };
  card?: boolean;
};

/** A question answered by one of a few radio choices: its legend, then the choices. */
export function RadioGroup<V extends string>({
  legend,
  classes,
  name,
  options,
  defaultValue,
  control,
  card,
}: GroupProps<V>) {
  return (
    <fieldset>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.choices}>
        {options.map((option) => (
          <Radio
            key={option.value}
            name={name}
            value={option.value}
            {...(control
              ? { checked: control.value === option.value, onChange: () => control.choose(option.value) }
              : { defaultChecked: defaultValue === option.value })}
            label={option.label}
            card={card}
          />
        ))}
      </div>
    </fieldset>
  );
}
