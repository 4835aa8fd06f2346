import { descriptionBlocks } from "@/lib/features/jobs/text";

/** An operator's plain text (a job's description, a case study's story) as paragraphs and lists: React text, never HTML. */
export function PlainText({ text }: { text: string }) {
  return (
    <div className="space-y-4 text-lg leading-relaxed">
      {descriptionBlocks(text).map((block, index) =>
        block.kind === "paragraph" ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className="list-disc space-y-1 pl-6">
            {block.items.map((item, n) => (
              <li key={n}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
