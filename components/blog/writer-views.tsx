"use client";

import { useId, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { WRITER_TEXT } from "@/lib/content/blog-writing";
import { Button } from "@/components/ui/button";

const VIEWS = ["write", "preview"] as const;
type View = (typeof VIEWS)[number];

// Below Tailwind's lg breakpoint, where the two columns would be one.
const NARROW = "(max-width: 63.98rem)";
const subscribe = (change: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener("change", change);
  return () => query.removeEventListener("change", change);
};
const isNarrow = () => window.matchMedia(NARROW).matches;

/**
 * The editor's fields and its preview: side by side on a wide screen; on a narrower one (a phone)
 * one at a time, chosen by a Write/Preview tab pair (arrow keys, Home and End move between them, as
 * the WAI-ARIA tabs pattern has it). The tabs come with the script, and only where the screen is
 * narrow: without it, or on a wide screen, both show and nothing is a tab.
 */
export function WriterViews({ write, preview }: { write: ReactNode; preview: ReactNode }) {
  // False on the server and before hydration: the page's HTML has no tabs.
  const tabbed = useSyncExternalStore(subscribe, isNarrow, () => false);
  const [view, setView] = useState<View>("write");
  const tabs = useRef<Record<View, HTMLButtonElement | null>>({ write: null, preview: null });
  const base = useId();
  const tabId = (name: View) => `${base}-${name}-tab`;
  const panelId = (name: View) => `${base}-${name}-panel`;

  const choose = (name: View) => {
    setView(name);
    tabs.current[name]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const at = VIEWS.indexOf(view);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1 + VIEWS.length, Home: 0, End: VIEWS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(VIEWS[next % VIEWS.length] ?? "write");
  };
  // min-w-0: a wide table or code block scrolls inside its column instead of widening the page.
  const panel = (name: View, content: ReactNode) =>
    tabbed ? (
      <div role="tabpanel" id={panelId(name)} aria-labelledby={tabId(name)} hidden={view !== name} className="min-w-0">
        {content}
      </div>
    ) : (
      <div className="min-w-0">{content}</div>
    );

  return (
    <div>
      {tabbed && (
        <div
          role="tablist"
          aria-label={WRITER_TEXT.views.label}
          onKeyDown={onKeyDown}
          className="mb-6 flex gap-2 border-b border-border"
        >
          {VIEWS.map((name) => (
            <Button
              key={name}
              ref={(element) => {
                tabs.current[name] = element;
              }}
              role="tab"
              id={tabId(name)}
              aria-selected={view === name}
              aria-controls={panelId(name)}
              tabIndex={view === name ? 0 : -1}
              onClick={() => choose(name)}
              variant="plain"
              shape="none"
              className={`-mb-px border-b-2 font-semibold ${view === name ? "border-primary text-primary" : "border-transparent text-muted-foreground hover:text-foreground"}`}
            >
              {WRITER_TEXT.views[name]}
            </Button>
          ))}
        </div>
      )}
      <div className="grid gap-10 lg:grid-cols-2">
        {panel("write", write)}
        {panel("preview", preview)}
      </div>
    </div>
  );
}
