import type { ReactNode } from "react";
import { ChatAssistant } from "@/components/chat/chat-assistant";
import { CHAT_ICON } from "@/components/ui/control-icons";
import { SiteShell } from "@/components/layout/site-shell";
import { VitalsReporter } from "@/components/layout/vitals-reporter";

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteShell>{children}</SiteShell>
      <ChatAssistant icon={CHAT_ICON} />
      <VitalsReporter />
    </>
  );
}
