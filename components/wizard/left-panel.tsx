import { preload } from "react-dom";
import { LightButton } from "@/components/ui/light-button";
import { FRAME } from "@/components/ui/button-variants";
import { WIZARD_TEXT } from "@/lib/content/wizard/shared";
import type { LeftQuestion } from "@/lib/content/wizard/types";
import { MessageList } from "./message-list";

type Props = {
  question: LeftQuestion | null;
  step: number;
  answers: Record<string, unknown>;
  errors: string[];
  onAnswer: (value: string) => void;
};

const LOGO = "/logo.svg";
/** An answer on the primary-coloured panel, pressed when chosen. */
const ON_PRIMARY =
  "border-2 border-primary-foreground text-inherit hover:bg-primary-foreground hover:text-primary " +
  "aria-pressed:bg-primary-foreground aria-pressed:text-primary";

/** The quick questions: one at a time, each answer stored and the next question shown. */
export function LeftPanel({ question, step, answers, errors, onAnswer }: Props) {
  preload(LOGO, { as: "image" });
  return (
    <div className="flex h-full min-h-[inherit] flex-col gap-8 bg-primary p-8 text-primary-foreground">
      {/* next/image would add ~5 KB brotli to the wizards' scripts for an SVG it serves unoptimised. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={LOGO}
        alt="Solutions At One Place"
        width={180}
        height={48}
        decoding="async"
        style={{ color: "transparent" }}
      />
      {question ? (
        <fieldset>
          <legend className="text-2xl font-bold">
            <span className="sr-only">Quick question {step} of 3: </span>
            {question.question}
          </legend>
          <div className="mt-6 flex flex-wrap gap-3">
            {question.options.map((option) => (
              <LightButton
                key={option.value}
                variant="plain"
                shape="pill"
                className={`${FRAME} ${ON_PRIMARY}`}
                aria-pressed={answers[question.field] === option.value}
                onClick={() => onAnswer(option.value)}
              >
                {option.label}
              </LightButton>
            ))}
          </div>
          <p className="mt-6 text-sm">Question {step} of 3</p>
        </fieldset>
      ) : (
        <p className="text-2xl font-bold">{WIZARD_TEXT.leftDone}</p>
      )}
      <MessageList messages={errors} className="rounded-md bg-background p-3 text-sm text-danger" />
    </div>
  );
}
