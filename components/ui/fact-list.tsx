import clsx from "clsx";

/** A boxed list of labelled facts (a job's location and salary, a case study's client and industry). */
export function FactList({
  facts,
  className,
}: {
  facts: ReadonlyArray<readonly [label: string, value: string]>;
  className?: string;
}) {
  return (
    <dl className={clsx("mt-8 grid gap-4 rounded-lg border border-border p-5", className)}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
