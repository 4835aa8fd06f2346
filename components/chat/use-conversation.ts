"use client";

import { useCallback, useEffect, useState } from "react";
import { CHAT_REPLY_DELAY_MS, CHAT_START, isChatStepId, type ChatOption, type ChatStepId } from "@/lib/content/chat";

export type ChatEntry =
  | { sender: "bot"; step: ChatStepId; param?: string }
  | { sender: "user"; text: string; next: ChatStepId; param?: string };

const STORAGE_KEY = "chatConversation";
const GREETING: ChatEntry[] = [{ sender: "bot", step: CHAT_START }];

function isEntry(value: unknown): value is ChatEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  if (entry.param !== undefined && typeof entry.param !== "string") return false;
  if (entry.sender === "bot") return isChatStepId(entry.step);
  return entry.sender === "user" && typeof entry.text === "string" && isChatStepId(entry.next);
}

// Session storage keeps the conversation across a full reload; anything unreadable starts afresh.
function restore(): ChatEntry[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null");
    if (Array.isArray(stored) && stored.length > 0 && stored.every(isEntry)) return stored;
  } catch {
    // Storage blocked or corrupt: fall through to a new conversation.
  }
  return GREETING;
}

/**
 * The conversation as a list of turns. A user turn remembers where it leads, so the bot's reply is
 * derived from the last turn: it is scheduled again even if a reload interrupted the delay.
 */
export function useConversation() {
  const [entries, setEntries] = useState<ChatEntry[]>(restore);
  const last = entries.at(-1);

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // Without storage the conversation still lives as long as the page.
    }
  }, [entries]);

  useEffect(() => {
    if (last?.sender !== "user") return;
    const reply: ChatEntry = { sender: "bot", step: last.next, param: last.param };
    const timer = setTimeout(() => setEntries((current) => [...current, reply]), CHAT_REPLY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [last]);

  const choose = useCallback((option: ChatOption) => {
    const entry: ChatEntry = { sender: "user", text: option.label, next: option.next, param: option.param };
    setEntries((current) => [...current, entry]);
  }, []);

  const restart = useCallback(() => setEntries(GREETING), []);

  return { entries, choose, restart, waiting: last?.sender === "user" };
}
