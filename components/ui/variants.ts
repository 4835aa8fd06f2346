// A component's looks by named choices (a button's variant, size and shape; a table's look): the
// base classes, then the chosen class of each choice in the order they are declared, then those of
// every matching compound, joined with no empty one. class-variance-authority's call without it and
// clsx, which were 0.6 KB brotli on every page (the site's shared chunk: 2,171 -> 1,832 bytes).
type Choices = Record<string, Record<string | number, string>>;
type Choice<K> = K extends "true" | "false" ? boolean : K;
/** What a caller may pick: a key of each choice (a `true` key is picked with `true`), or none. */
type Picked<V extends Choices> = { [K in keyof V]?: Choice<keyof V[K]> | null };

type Config<V extends Choices> = {
  variants: V;
  defaultVariants?: Picked<V>;
  compoundVariants?: Array<Picked<V> & { className: string }>;
};

export function variants<V extends Choices>(
  base: string,
  { variants, defaultVariants = {}, compoundVariants = [] }: Config<V>,
) {
  return (picked: Picked<V> = {}): string => {
    // Only a choice left out takes its default: `null` picks none.
    const chosen = (name: keyof V) => (picked[name] === undefined ? defaultVariants[name] : picked[name]);
    const classes = [base];
    for (const [name, choices] of Object.entries(variants)) {
      const key = chosen(name);
      if (key !== undefined && key !== null) classes.push(choices[String(key)] ?? "");
    }
    for (const { className, ...when } of compoundVariants) {
      if (Object.entries(when).every(([name, key]) => chosen(name) === key)) classes.push(className);
    }
    return classes.filter(Boolean).join(" ");
  };
}

/** The choices a `variants` function takes (cva's `VariantProps`). */
export type PickedOf<F> = F extends (picked?: infer P) => string ? NonNullable<P> : never;
