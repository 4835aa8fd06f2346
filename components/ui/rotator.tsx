"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useReducedMotion } from "./use-reduced-motion";
import { LightButton } from "./light-button";

/** Its controls' icons, rendered on the server (CAROUSEL_ICONS in components/ui/control-icons.tsx). */
export type CarouselIcons = { previous: ReactNode; next: ReactNode; pause: ReactNode; play: ReactNode };

type Props = {
  /** Server-rendered items; all stay in the HTML, only the current window is shown. */
  items: ReactNode[];
  label: string;
  itemName?: string;
  visible?: number;
  step?: number;
  /** Auto-advance period; omit for a manual carousel. */
  intervalMs?: number;
  className?: string;
  /** Layout of a window of several items. */
  listClassName?: string;
  icons: CarouselIcons;
};

/**
 * Carousel state for every rotating block: a window of `visible` items moving by `step` with
 * wraparound, arrows, and (when it moves by itself) a pause control. It also pauses while
 * hovered or focused and never moves by itself under prefers-reduced-motion.
 */
export function Rotator({
  items,
  label,
  itemName = "slide",
  visible = 1,
  step = 1,
  intervalMs,
  className,
  listClassName,
  icons,
}: Props) {
  const count = items.length;
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const auto = intervalMs !== undefined && !reducedMotion;
  const running = auto && !paused && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setStart((value) => (value + step) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs, step, count]);

  const move = (delta: number) => setStart((value) => (((value + delta) % count) + count) % count);
  const groupProps = (index: number) => ({
    role: "group",
    "aria-roledescription": itemName,
    "aria-label": `${index + 1} of ${count}`,
  });

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Fixed tracks, the play button filling its own with its icon first: a phone painting the
          page while these buttons are half parsed draws each part in its final place. */}
      <div
        className={`mb-4 grid items-center justify-end gap-2 ${intervalMs === undefined ? "grid-cols-[2.5rem_2.5rem]" : "grid-cols-[6rem_2.5rem_2.5rem]"}`}
      >
        {intervalMs !== undefined && (
          <LightButton
            onClick={() => setPaused((value) => !value)}
            variant="outline"
            size="sm"
            shape="pill"
            className="h-10 w-full"
          >
            <span className="flex w-full items-center gap-2">
              {paused || reducedMotion ? icons.play : icons.pause}
              {paused || reducedMotion ? "Play" : "Pause"}
            </span>
            <span className="sr-only"> {label}</span>
          </LightButton>
        )}
        <LightButton onClick={() => move(-step)} variant="outline" size="icon" shape="pill">
          {icons.previous}
          <span className="sr-only">Previous {itemName}</span>
        </LightButton>
        <LightButton onClick={() => move(step)} variant="outline" size="icon" shape="pill">
          {icons.next}
          <span className="sr-only">Next {itemName}</span>
        </LightButton>
      </div>
      {/* One item at a time: all items share one grid cell, so the tallest sets the height and
          changing slides never shifts the page. A window of several: hidden items leave the flow. */}
      <div aria-live={running ? "off" : "polite"} className={visible === 1 ? "grid" : listClassName}>
        {visible === 1
          ? items.map((item, index) => {
              const shown = index === start;
              return (
                <div
                  key={index}
                  {...groupProps(index)}
                  className={`[grid-area:1/1] ${shown ? "" : "invisible"}`}
                  aria-hidden={!shown}
                >
                  {item}
                </div>
              );
            })
          : // DOM order follows the window (wrapping), so screen readers read what is seen.
            items.map((_, position) => {
              const index = (start + position) % count;
              return (
                <div key={index} {...groupProps(index)} hidden={position >= visible}>
                  {items[index]}
                </div>
              );
            })}
      </div>
    </div>
  );
}
