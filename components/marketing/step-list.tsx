import type { Step } from "@/lib/content/marketing";

/** A numbered process: each step a badge, an h3 and a line of text. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold">{step.title}</h3>
            <p className="mt-1 text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
