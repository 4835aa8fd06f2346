"use client";

import { useState, type ReactNode } from "react";
import { LightButton } from "@/components/ui/light-button";

type Props = { items: ReactNode[]; pageSize?: number; text: { previous: string; next: string } };

/**
 * The card grid: every card from md up; on phones `pageSize` at a time, Next disabled once no
 * more than `pageSize` cards remain from the current one (the page shown is the last).
 */
export function PhonePager({ items, pageSize = 3, text }: Props) {
  const [start, setStart] = useState(0);
  const count = items.length;
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((item, index) => (
          <li key={index} className={index < start || index >= start + pageSize ? "max-md:hidden" : undefined}>
            {item}
          </li>
        ))}
      </ul>
      {count > pageSize && (
        <div className="mt-6 flex items-center justify-between gap-4 md:hidden">
          <LightButton
            variant="outline"
            disabled={start === 0}
            onClick={() => setStart((value) => Math.max(0, value - pageSize))}
          >
            {text.previous}
          </LightButton>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {start + 1}–{Math.min(start + pageSize, count)} of {count}
          </p>
          <LightButton
            variant="outline"
            disabled={count - start <= pageSize}
            onClick={() => setStart((value) => value + pageSize)}
          >
            {text.next}
          </LightButton>
        </div>
      )}
    </>
  );
}
