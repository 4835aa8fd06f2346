import type { Metadata } from "next";
import { TokenForm } from "@/components/ui/token-form";
import { MessagePanel } from "@/components/ui/message-panel";
import { isValidUnsubscribeToken } from "@/lib/features/subscriptions/subscriptions";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

type Search = Promise<{ token?: string | string[]; campaign?: string | string[]; done?: string }>;

// Showing this page changes nothing: only the button's POST unsubscribes, so link scanners
// that fetch every URL in a mail cannot unsubscribe anyone.
export default async function UnsubscribePage({ searchParams }: { searchParams: Search }) {
  const { token, campaign, done } = await searchParams;
  if (done === "1") {
    return (
      <MessagePanel title="You have been unsubscribed">
        <p>You will not receive our newsletter any more. You can subscribe again at any time.</p>
      </MessagePanel>
    );
  }
  if (typeof token !== "string" || !isValidUnsubscribeToken(token)) {
    return (
      <MessagePanel title="This link is not valid">
        <p>The unsubscribe link is incomplete. Please use the link from the most recent newsletter.</p>
      </MessagePanel>
    );
  }
  return (
    <MessagePanel title="Unsubscribe from our newsletter">
      <p>Press the button to stop receiving the newsletter at this address.</p>
      <TokenForm
        action="/api/newsletter/unsubscribe"
        token={token}
        fields={{ campaign: typeof campaign === "string" ? campaign.slice(0, 200) : undefined }}
        label="Unsubscribe"
        size="lg"
      />
    </MessagePanel>
  );
}
