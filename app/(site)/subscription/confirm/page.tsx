import type { Metadata } from "next";
import Link from "next/link";
import { MessagePanel } from "@/components/ui/message-panel";
import { confirmSubscription } from "@/lib/features/subscriptions/subscriptions";

export const metadata: Metadata = { title: "Confirm subscription", robots: { index: false } };

const ANSWERS = {
  confirmed: { title: "Subscription confirmed", text: "Thank you. You will now receive our newsletter." },
  "already-confirmed": { title: "Already confirmed", text: "This address is already subscribed to our newsletter." },
  invalid: {
    title: "This link is not valid",
    text: "The confirmation link is incomplete or has expired. Subscribe again from the form at the bottom of any page to get a new one.",
  },
} as const;

export default async function ConfirmPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const outcome = typeof token === "string" ? await confirmSubscription(token) : "invalid";
  const answer = ANSWERS[outcome];
  return (
    <MessagePanel title={answer.title}>
      <p>{answer.text}</p>
      <p>
        <Link href="/" className="font-semibold text-primary hover:underline">
          Back to the home page
        </Link>
      </p>
    </MessagePanel>
  );
}
