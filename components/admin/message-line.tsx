import { MESSAGE_TEXT } from "@/lib/content/conversations-view";
import type { TimelineMessage } from "@/lib/features/workspace";
import { MarkdownHtml } from "@/components/blog/markdown-html";

/**
 * A message in the record's history. Written: its subject and, folded, its sanitised Markdown. A
 * reply: its subject, its own words as plain text (the quoted history behind "Show the whole
 * message"), a flag when the relay's checks failed, and its attachments as download links.
 */
export function MessageLine({ message }: { message: TimelineMessage }) {
  return (
    <div className="mt-1 space-y-2">
      <p>
        <span className="font-semibold">{MESSAGE_TEXT.subject}:</span> {message.subject}
      </p>
      {message.authFailed && (
        <p className="rounded border border-danger px-3 py-2 font-semibold text-danger">{MESSAGE_TEXT.authFailed}</p>
      )}
      {message.html !== undefined && (
        <details>
          <summary className="cursor-pointer font-medium text-primary">{MESSAGE_TEXT.showWritten}</summary>
          <MarkdownHtml html={message.html} className="mt-1" />
        </details>
      )}
      {message.shown !== undefined && <p className="whitespace-pre-line">{message.shown}</p>}
      {message.whole !== undefined && (
        <details>
          <summary className="cursor-pointer font-medium text-primary">{MESSAGE_TEXT.showWhole}</summary>
          <p className="mt-1 whitespace-pre-line">{message.whole}</p>
        </details>
      )}
      {message.attachments.length > 0 && (
        <ul aria-label={MESSAGE_TEXT.attachmentsLabel} className="list-disc pl-5">
          {message.attachments.map((file) => (
            <li key={file.href}>
              <a href={file.href} className="font-semibold text-primary underline">
                {file.name}
              </a>{" "}
              <span className="text-muted-foreground">({MESSAGE_TEXT.size(file.size)})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
