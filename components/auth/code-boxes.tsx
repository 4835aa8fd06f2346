"use client";

import { useRef, type ClipboardEvent, type KeyboardEvent } from "react";

export const CODE_LENGTH = 6;

type Props = { digits: string[]; onChange: (digits: string[]) => void; label: string };

/**
 * Six single-digit boxes (spec 001, 2.7): a digit moves focus to the next box, Backspace on an
 * empty box moves to the previous one, and pasting six digits fills them all.
 */
export function CodeBoxes({ digits, onChange, label }: Props) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();

  function setDigit(index: number, raw: string) {
    const digit = raw.replace(/\D/g, "").slice(-1);
    if (raw !== "" && digit === "") return;
    onChange(digits.map((value, i) => (i === index ? digit : value)));
    if (digit && index < CODE_LENGTH - 1) focusBox(index + 1);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace" && digits[index] === "" && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData("text").trim();
    if (!/^\d{6}$/.test(pasted)) return;
    event.preventDefault();
    onChange(pasted.split(""));
    focusBox(CODE_LENGTH - 1);
  }

  return (
    <fieldset>
      <legend className="mb-2 font-medium">{label}</legend>
      <div className="flex gap-2 sm:gap-3">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digit}
            onChange={(event) => setDigit(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
            inputMode="numeric"
            pattern="[0-9]"
            maxLength={2}
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
            className="h-14 w-12 rounded-md border-2 border-muted-foreground/50 bg-background text-center text-2xl font-semibold focus:border-primary"
          />
        ))}
      </div>
    </fieldset>
  );
}
