"use client";

import { useState, type ReactNode } from "react";

type Props = { items: ReactNode[]; pageSize?: number; text: { previous: string; next: string } };

/**
 * The card grid: every card from md up; on phones `pageSize` at a time, Next disabled once no
 * more than `pageSize` cards remain from the current one (the page shown is the last).
 */
export function PhonePager({ items, pageSize = 3, text }: Props) {
  const [start, setStart] = useState(0);
  const count = items.length;
  const button = "rounded-md border border-border px-5 py-2 font-semibold hover:bg-muted disabled:cursor-not-allowed disabled:opacity-40";
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
          <button type="button" className={button} disabled={start === 0} onClick={() => setStart((value) => Math.max(0, value - pageSize))}>
            {text.previous}
          </button>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {start + 1}–{Math.min(start + pageSize, count)} of {count}
          </p>
          <button type="button" className={button} disabled={count - start <= pageSize} onClick={() => setStart((value) => value + pageSize)}>
            {text.next}
          </button>
        </div>
      )}
    </>
  );
}
