import { TIMELINE_TEXT, WORK_TEXT } from "@/lib/content/workspace-record";
import { formatDateTime } from "@/lib/features/admin/dates";
import type { TimelineLine } from "@/lib/features/workspace";
import { MarkdownHtml } from "@/components/blog/markdown-html";
import { MessageLine } from "./message-line";

/** The record's history, oldest first; a note shows its sanitised Markdown (lib/features/workspace/notes.ts), a message its own lines. */
export function WorkTimeline({ lines, earlierNote }: { lines: TimelineLine[]; earlierNote: string }) {
  return (
    <div className="space-y-4">
      {earlierNote && (
        <div>
          <h3 className="font-semibold">{WORK_TEXT.earlierNote}</h3>
          <p className="whitespace-pre-line break-words">{earlierNote}</p>
        </div>
      )}
      <ol className="space-y-3" aria-label={WORK_TEXT.timelineTitle}>
        {lines.map((line) => (
          <li key={line.key} className="border-l-2 border-border pl-3 [overflow-wrap:anywhere]">
            <p className="text-sm text-muted-foreground">
              <time dateTime={line.at.toISOString()}>{formatDateTime(line.at)}</time>
              {line.actor ? ` · ${TIMELINE_TEXT.by(line.actor)}` : ""}
            </p>
            <p className="font-medium">{line.text}</p>
            {line.html !== undefined && <MarkdownHtml html={line.html} className="mt-1" />}
            {line.message && <MessageLine message={line.message} />}
          </li>
        ))}
      </ol>
    </div>
  );
}
