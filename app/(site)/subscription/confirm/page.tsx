import type { Metadata } from "next";
import { TokenForm } from "@/components/ui/token-form";
import { Link } from "@/components/ui/link";
import { MessagePanel } from "@/components/ui/message-panel";
import { CONFIRM_PAGE, type ConfirmOutcome } from "@/lib/content/subscription";
import { isValidConfirmToken } from "@/lib/features/subscriptions/subscriptions";

export const metadata: Metadata = { title: "Confirm subscription", robots: { index: false } };

type Search = Promise<{ token?: string | string[]; done?: string | string[] }>;

const OUTCOMES: readonly ConfirmOutcome[] = ["confirmed", "already-confirmed", "invalid"];

function Answer({ outcome }: { outcome: ConfirmOutcome }) {
  const answer = CONFIRM_PAGE[outcome];
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

// Showing this page changes nothing: only the button's POST confirms, so mail scanners that
// fetch every link cannot subscribe an address nobody opted into.
export default async function ConfirmPage({ searchParams }: { searchParams: Search }) {
  const { token, done } = await searchParams;
  const finished = OUTCOMES.find((outcome) => outcome === done);
  if (finished) return <Answer outcome={finished} />;
  if (typeof token !== "string" || !isValidConfirmToken(token)) return <Answer outcome="invalid" />;
  const { ask } = CONFIRM_PAGE;
  return (
    <MessagePanel title={ask.title}>
      <p>{ask.text}</p>
      <TokenForm action="/api/newsletter/confirm" token={token} label={ask.button} size="lg" />
    </MessagePanel>
  );
}
