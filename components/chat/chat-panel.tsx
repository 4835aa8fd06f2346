"use client";

import clsx from "clsx";
import { Moon, RotateCcw, Sun, X } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import type { ChatOption } from "@/lib/content/chat";
import { ChatMessage } from "./chat-message";
import { chatTheme } from "./chat-theme";
import { useChatDarkMode } from "./use-chat-dark-mode";
import { useConversation } from "./use-conversation";
import { bare } from "@/components/ui/button-variants";
import { LightButton } from "@/components/ui/light-button";

type Props = { id: string; open: boolean; onClose: () => void };

/** The Virtual Assistant window: loaded on the first open, then kept mounted (hidden when closed). */
export function ChatPanel({ id, open, onClose }: Props) {
  const { entries, choose, restart, waiting } = useConversation();
  const { dark, toggle } = useChatDarkMode();
  const theme = chatTheme(dark);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  const focusNewest = useCallback(() => {
    const newest = logRef.current?.lastElementChild?.querySelector<HTMLElement>("button, a");
    (newest ?? headingRef.current)?.focus();
  }, []);

  useEffect(() => {
    if (open) focusNewest();
  }, [open, focusNewest]);

  useEffect(() => {
    const log = logRef.current;
    if (!open || !log) return;
    log.scrollTop = log.scrollHeight;
    // A picked option disappears with its turn, so focus waits on the log; the reply takes it on.
    if (!waiting && document.activeElement === log) focusNewest();
  }, [entries, open, waiting, focusNewest]);

  const holdFocus = () => logRef.current?.focus();
  const onChoose = (option: ChatOption) => {
    holdFocus();
    choose(option);
  };
  const onRestart = () => {
    holdFocus();
    restart();
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      hidden={!open}
      className={clsx(
        "fixed bottom-18 right-4 z-40 flex max-h-[min(34rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border shadow-2xl",
        theme.panel,
      )}
    >
      <div className={clsx("flex items-center gap-2 border-b px-4 py-3", theme.header)}>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="mr-auto text-base font-bold">
          Virtual Assistant
        </h2>
        <LightButton
          onClick={toggle}
          {...bare}
          className={clsx("inline-flex items-center gap-1 rounded border px-2 py-1 text-sm", theme.headerButton)}
        >
          {dark ? <Sun aria-hidden className="h-4 w-4" /> : <Moon aria-hidden className="h-4 w-4" />}
          {dark ? "Light Mode" : "Dark Mode"}
        </LightButton>
        <LightButton
          onClick={onClose}
          aria-label="Close chat"
          {...bare}
          className={clsx("inline-flex h-8 w-8 items-center justify-center rounded border", theme.headerButton)}
        >
          <X aria-hidden className="h-4 w-4" />
        </LightButton>
      </div>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        tabIndex={0}
        className="flex min-h-40 flex-1 flex-col gap-3 overflow-y-auto px-4 py-4 text-sm"
      >
        {entries.map((entry, index) => (
          <ChatMessage
            key={index}
            entry={entry}
            theme={theme}
            onChoose={index === entries.length - 1 ? onChoose : undefined}
          />
        ))}
      </div>
      <div className={clsx("flex justify-end border-t px-4 py-2", theme.header)}>
        <LightButton
          onClick={onRestart}
          {...bare}
          className={clsx("inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-medium", theme.footerButton)}
        >
          <RotateCcw aria-hidden className="h-4 w-4" />
          Start over
        </LightButton>
      </div>
    </div>
  );
}
