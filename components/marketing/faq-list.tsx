import type { Faq } from "@/lib/content/marketing";
import { TermList } from "@/components/ui/term-list";

const CLASSES = {
  list: "grid gap-x-10 gap-y-8 md:grid-cols-2",
  item: "border-l-4 border-primary pl-4",
  term: "text-lg font-semibold",
  detail: "mt-2 text-muted-foreground",
};

/** Questions and answers, all visible (crawlers and visitors without JavaScript read them too). */
export function FaqList({ items }: { items: Faq[] }) {
  return (
    <TermList
      items={items}
      entry={(item) => ({ key: item.question, term: item.question, detail: item.answer })}
      classes={CLASSES}
    />
  );
}
