import { WRITE_TEXT, messagesApi } from "@/lib/content/conversations-write";
import type { FormOutcome } from "@/components/ui/form-outcome";
import { WritePanel, type WriteTemplate } from "./write-panel";

/** What a write form brought back in the URL (?write=sent or ?write-error=<problem>), and the chosen template. */
export type WriteQuery = { write?: string; "write-error"?: string; template?: string };

/** The record's "Write to …" part, where the record still has someone to write to. */
export type WriteProps = {
  name: string;
  kind: string;
  recordId: string;
  /** The page it is on (the template chooser reloads it). */
  page: string;
  templates: WriteTemplate[];
  query: WriteQuery;
  /** The record it is about, on a page of several (the person's). */
  about?: string;
};

function outcomeOf(query: WriteQuery): FormOutcome {
  if (query.write === "sent") return { kind: "success", text: WRITE_TEXT.sent };
  const problem = query["write-error"];
  if (!problem) return null;
  return { kind: "error", text: problem === "invalid" ? WRITE_TEXT.problems.invalid : WRITE_TEXT.problems.failed };
}

export function WriteSection({ name, kind, recordId, page, templates, query, about }: WriteProps) {
  const chosen = query.template && /^[A-Za-z0-9:_-]{1,80}$/.test(query.template) ? query.template : null;
  return (
    <section aria-labelledby="write-heading" className="rounded-lg border border-border p-5">
      <h2 id="write-heading" className="mb-4 text-xl font-bold">
        {WRITE_TEXT.title(name)}
      </h2>
      {about && <p className="mb-3 text-muted-foreground">{WRITE_TEXT.about(about)}</p>}
      <WritePanel
        action={messagesApi(kind, recordId)}
        page={page}
        templates={templates}
        chosen={chosen}
        initial={outcomeOf(query)}
      />
    </section>
  );
}
