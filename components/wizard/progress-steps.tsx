import { Check } from "lucide";
import { LucideSvg } from "@/components/ui/lucide-svg";
import { WIZARD_TEXT } from "@/lib/content/wizard/shared";

/** The 3-node progress indicator shown while the step is below 4. */
export function ProgressSteps({ step }: { step: number }) {
  return (
    <nav aria-label={WIZARD_TEXT.progressLabel}>
      <ol className="flex items-center gap-2">
        {WIZARD_TEXT.progressSteps.map((label, index) => {
          const number = index + 1;
          const done = number < step;
          const current = number === step;
          return (
            <li key={label} className="flex flex-1 items-center gap-2" aria-current={current ? "step" : undefined}>
              <span
                className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2 font-bold ${
                  done || current ? "border-primary bg-primary text-primary-foreground" : "border-border"
                }`}
              >
                {done ? <LucideSvg node={Check} className="h-5 w-5" /> : number}
              </span>
              <span className={`text-sm ${current ? "font-semibold" : "text-muted-foreground"}`}>
                <span className="sr-only">Step {number}: </span>
                {label}
                {done && <span className="sr-only"> (done)</span>}
              </span>
              {number < 3 && <span aria-hidden className="h-0.5 flex-1 bg-border" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
