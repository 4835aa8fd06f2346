import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { MessagePanel } from "@/components/ui/message-panel";
import { CONTACT_ANSWER as COPY, type ContactProblem } from "@/lib/content/contact";
import { CONTACT_SUCCESS_MESSAGE } from "@/lib/validation/contact";

export const metadata: Metadata = { title: COPY.sentTitle, robots: { index: false } };

type Search = Promise<{ problem?: string | string[] }>;

const problemOf = (value: unknown): ContactProblem | null =>
  typeof value === "string" && Object.hasOwn(COPY.problems, value) ? (value as ContactProblem) : null;

// Where the contact form lands when the browser posted it without JavaScript.
export default async function ContactSentPage({ searchParams }: { searchParams: Search }) {
  const problem = problemOf((await searchParams).problem);
  return (
    <MessagePanel title={problem ? COPY.problemTitle : COPY.sentTitle}>
      {problem ? <p role="alert">{COPY.problems[problem]}</p> : <p role="status">{CONTACT_SUCCESS_MESSAGE}</p>}
      <p>
        <Link href="/contact" className="font-semibold text-primary underline">
          {COPY.again}
        </Link>
      </p>
    </MessagePanel>
  );
}
