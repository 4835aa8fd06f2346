import type { Metadata } from "next";
import { MessagePanel } from "@/components/ui/message-panel";
import type { SignupProblem } from "@/lib/content/messages/subscriptions";
import { SIGNUP_PAGE as COPY } from "@/lib/content/subscription";

export const metadata: Metadata = { title: COPY.title, robots: { index: false } };

type Search = Promise<{ sent?: string | string[]; problem?: string | string[] }>;

const problemOf = (value: unknown): SignupProblem | null =>
  typeof value === "string" && value in COPY.problems ? (value as SignupProblem) : null;

// Where the footer's newsletter form lands when the browser posted it without JavaScript.
export default async function SignupPage({ searchParams }: { searchParams: Search }) {
  const { sent, problem } = await searchParams;
  const found = problemOf(problem);
  if (sent === "1") {
    return (
      <MessagePanel title={COPY.sent.title}>
        <p role="status">{COPY.sent.text}</p>
      </MessagePanel>
    );
  }
  return (
    <MessagePanel title={COPY.title}>
      {found ? <p role="alert">{COPY.problems[found]}</p> : <p>{COPY.intro}</p>}
      <p>
        <a href={`#${COPY.formId}`} className="font-semibold text-primary underline">
          {COPY.again}
        </a>
      </p>
    </MessagePanel>
  );
}
