"use client";

import clsx from "clsx";
import { ArrowRight } from "lucide-react";
import { Link } from "@/components/ui/link";
import { CHAT_FLOW, chatLinkHref, chatMessage, type ChatOption } from "@/lib/content/chat";
import type { ChatTheme } from "./chat-theme";
import type { ChatEntry } from "./use-conversation";
import { bare } from "@/components/ui/button-variants";
import { LightButton } from "@/components/ui/light-button";

type Props = {
  entry: ChatEntry;
  theme: ChatTheme;
  /** Only the newest bot turn offers its options; answered turns show none. */
  onChoose?: (option: ChatOption) => void;
};

export function ChatMessage({ entry, theme, onChoose }: Props) {
  if (entry.sender === "user") {
    return (
      <div className="flex justify-end">
        <span className="sr-only">You said:</span>
        <p className={clsx("max-w-[85%] rounded-2xl rounded-br-sm px-3 py-2", theme.user)}>{entry.text}</p>
      </div>
    );
  }

  const step = CHAT_FLOW[entry.step];
  return (
    <div className="flex flex-col items-start gap-2">
      <span className="sr-only">Assistant said:</span>
      <div className={clsx("max-w-[85%] rounded-2xl rounded-bl-sm px-3 py-2", theme.bot)}>
        <p>{chatMessage(step, entry.param)}</p>
        {step.link && (
          <Link
            href={chatLinkHref(step.link, entry.param)}
            className={clsx("mt-1 inline-flex items-center gap-1 font-semibold underline", theme.link)}
          >
            {step.link.label}
            <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        )}
      </div>
      {onChoose && step.options.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Choose an answer">
          {step.options.map((option) => (
            <li key={option.label}>
              <LightButton
                onClick={() => onChoose(option)}
                {...bare}
                className={clsx("rounded-full border px-3 py-1 text-sm font-medium", theme.option)}
              >
                {option.label}
              </LightButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
