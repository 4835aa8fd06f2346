import { MarkdownHtml } from "@/components/blog/markdown-html";
import { APPLICATION_KIND_TITLES } from "@/lib/content/account";
import { APPLICANT_MESSAGES } from "@/lib/content/conversations-applicant";
import { formatDateTime } from "@/lib/features/admin/dates";
import type { ApplicationEntry } from "@/lib/features/account/applications";
import type { ApplicantMessage } from "@/lib/features/account/progress";

const TEXT = APPLICANT_MESSAGES;

/** One message: ours as the sanitised HTML of its Markdown, the applicant's reply as the plain text they sent. */
function MessageItem({ message }: { message: ApplicantMessage }) {
  const when = formatDateTime(message.at);
  const out = message.direction === "out";
  return (
    <li>
      <article className="rounded-md border border-border p-4">
        <h4 className="font-semibold">{message.subject || TEXT.noSubject}</h4>
        <p className="mt-1 text-sm text-muted-foreground">
          {out ? TEXT.fromUs(message.fromName) : TEXT.fromYou} · {out ? TEXT.sentAt(when) : TEXT.receivedAt(when)}
        </p>
        {out ? (
          <MarkdownHtml html={message.html} className="mt-3" />
        ) : (
          <p className="mt-3 whitespace-pre-wrap break-words">{message.text}</p>
        )}
      </article>
    </li>
  );
}

/** The conversations of the applications that have one, each under its application's name. */
export function ApplicationMessages({ applications }: { applications: ApplicationEntry[] }) {
  const withMessages = applications.filter((application) => application.messages.length > 0);
  if (withMessages.length === 0) return null;
  return (
    <section aria-labelledby="application-messages" className="mt-12">
      <h2 id="application-messages" className="text-2xl font-semibold">
        {TEXT.title}
      </h2>
      <p className="mt-2">{TEXT.intro}</p>
      {withMessages.map((application) => {
        const headingId = `messages-${application.kind}-${application.id}`;
        return (
          <section key={headingId} aria-labelledby={headingId} className="mt-8">
            <h3 id={headingId} className="text-xl font-semibold">
              {TEXT.heading(APPLICATION_KIND_TITLES[application.kind], application.about)}
            </h3>
            <ol className="mt-4 space-y-4">
              {application.messages.map((message) => (
                <MessageItem key={message.id} message={message} />
              ))}
            </ol>
          </section>
        );
      })}
    </section>
  );
}
