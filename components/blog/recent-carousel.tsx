"use client";

import { useState, type ReactNode } from "react";
import type { CarouselIcons } from "@/components/ui/rotator";
import { LightButton } from "@/components/ui/light-button";

type Props = {
  /** Server-rendered cards; all stay in the HTML, the window decides which are displayed. */
  items: ReactNode[];
  label: string;
  visible?: number;
  text: { previous: string; next: string; more: string; less: string };
  icons: Pick<CarouselIcons, "previous" | "next">;
};

/**
 * 'Recent ... Blog': from md up a window of `visible` cards moving one per click, the arrows
 * disabled at the ends; on phones a grid of the first `visible` with Explore more for the rest.
 */
export function RecentCarousel({ items, label, visible = 3, text, icons }: Props) {
  const [start, setStart] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const count = items.length;
  const last = Math.max(0, count - visible);
  const arrow = { variant: "outline", size: "icon", shape: "pill" } as const;

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="mb-4 hidden justify-end gap-2 md:flex">
        <LightButton {...arrow} disabled={start === 0} onClick={() => setStart((value) => Math.max(0, value - 1))}>
          {icons.previous}
          <span className="sr-only">{text.previous}</span>
        </LightButton>
        <LightButton {...arrow} disabled={start >= last} onClick={() => setStart((value) => Math.min(last, value + 1))}>
          {icons.next}
          <span className="sr-only">{text.next}</span>
        </LightButton>
      </div>
      <div aria-live="polite" className="grid gap-6 md:grid-cols-3">
        {items.map((item, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            className={[
              index >= visible && !expanded && "max-md:hidden",
              (index < start || index >= start + visible) && "md:hidden",
            ]
              .filter(Boolean)
              .join(" ")}
          >
            {item}
          </div>
        ))}
      </div>
      {count > visible && (
        <div className="mt-6 flex justify-center md:hidden">
          <LightButton
            variant="outline"
            size="lg"
            aria-expanded={expanded}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? text.less : text.more}
          </LightButton>
        </div>
      )}
    </div>
  );
}
