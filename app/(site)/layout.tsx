import type { ReactNode } from "react";
import { ChatAssistant } from "@/components/chat/chat-assistant";
import { CHAT_ICON } from "@/components/ui/control-icons";
import { SiteShell } from "@/components/layout/site-shell";
import { VitalsReporter } from "@/components/layout/vitals-reporter";

// The footer's copyright year is the year the page was rendered in (lib/content/site.ts): every
// prerendered page is rendered again in the background an hour after its last render at most, so
// it says the new year within about an hour of New Year's midnight, without a build.
export const revalidate = 3600;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteShell>{children}</SiteShell>
      <ChatAssistant icon={CHAT_ICON} />
      <VitalsReporter />
    </>
  );
}
