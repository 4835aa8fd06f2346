// The writer's editor page, for a new post and for one of the account's own.
import { Link } from "@/components/ui/link";
import { WRITER_PATHS, WRITER_TEXT } from "@/lib/content/blog-writing";
import type { FormOutcome } from "@/components/ui/form-outcome";
import { PostWriter, type WriterDraft } from "../post-writer";

export function WriterPage({ heading, draft, notice }: { heading: string; draft: WriterDraft; notice?: FormOutcome }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 md:py-16">
      <Link href={WRITER_PATHS.list} className="text-sm font-medium text-primary hover:underline">
        ← {WRITER_TEXT.back}
      </Link>
      <h1 id="writer-title" className="mt-2 text-4xl font-bold tracking-tight">
        {heading}
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{WRITER_TEXT.editorIntro}</p>
      <div className="mt-10">
        <PostWriter draft={draft} notice={notice} />
      </div>
    </section>
  );
}
