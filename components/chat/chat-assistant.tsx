"use client";

import { lazy, Suspense, useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

// Only the toggle ships with the page; the panel's code is fetched when a visitor shows interest
// (hover or focus on the toggle) and rendered on the first open.
const loadPanel = () => import("./chat-panel");
const preloadPanel = () => void loadPanel().catch(() => undefined);
const ChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel })));

const PANEL_ID = "chat-assistant";

// Anchored bottom right, so it grows to the left as its parts are drawn. A phone may paint the page
// while the toggle is half parsed: the toggle stays hidden until its words are in, which come
// first; the icon after them already has its track.
const TOGGLE =
  "fixed bottom-4 right-4 z-40 grid grid-cols-[1rem_auto] items-center gap-2 rounded-full bg-blue-700 px-4 py-2 " +
  "text-sm font-semibold text-white shadow-lg hover:bg-blue-800 empty:hidden has-[>span:first-child:empty]:hidden";

/** `icon`: the toggle's icon, rendered on the server (CHAT_ICON); the lazy panel brings its own. */
export function ChatAssistant({ icon }: { icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) close();
  };

  return (
    <div onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={started ? PANEL_ID : undefined}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setStarted(true);
          setOpen(!open);
        }}
        className={TOGGLE}
      >
        <span className="col-start-2 row-start-1">{open ? "Hide Chatbot" : "Show Chatbot"}</span>
        <span className="col-start-1 row-start-1 flex">{icon}</span>
      </button>
      {started && (
        <Suspense fallback={null}>
          <ChatPanel id={PANEL_ID} open={open} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
