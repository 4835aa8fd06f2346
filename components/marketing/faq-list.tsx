import type { Faq } from "@/lib/content/marketing";

/** Questions and answers, all visible (crawlers and visitors without JavaScript read them too). */
export function FaqList({ items }: { items: Faq[] }) {
  return (
    <dl className="grid gap-x-10 gap-y-8 md:grid-cols-2">
      {items.map((item) => (
        <div key={item.question} className="border-l-4 border-primary pl-4">
          <dt className="text-lg font-semibold">{item.question}</dt>
          <dd className="mt-2 text-muted-foreground">{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
