// Card grids of the marketing pages: server-rendered, no client JavaScript.
import { ArrowRight } from "@/components/ui/server-icons";
import { TitleLink } from "@/components/ui/title-link";
import { Link } from "@/components/ui/link";
import { ButtonLink } from "@/components/ui/button-link";
import type { BlogTeaser, IconItem, LinkCard, Step } from "@/lib/content/marketing";
import { Icon } from "@/components/ui/icon";

/** The top of an icon card: its icon, title and text. */
export function IconCardTop({ item, title = "text-lg" }: { item: IconItem; title?: "text-lg" | "text-xl" }) {
  return (
    <>
      <Icon name={item.icon} className="h-8 w-8 text-primary" />
      <h3 className={`mt-4 ${title} font-semibold`}>{item.title}</h3>
      <p className="mt-2 text-muted-foreground">{item.text}</p>
    </>
  );
}

export function IconGrid({ items, columns = 4 }: { items: IconItem[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-6 ${cols}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-border bg-background p-6">
          <IconCardTop item={item} />
        </li>
      ))}
    </ul>
  );
}

export function LinkCardGrid({ items }: { items: LinkCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.href} className="flex flex-col rounded-xl border border-border bg-background p-6">
          <IconCardTop item={item} />
          <Link
            href={item.href}
            className="mt-4 inline-flex items-center gap-1 font-semibold text-primary hover:underline"
          >
            {item.cta}
            <span className="sr-only"> about {item.title}</span>
            <ArrowRight className="h-4 w-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A numbered process as boxed cards (the service home pages); `StepList` is the compact one. */
export function StepCards({ steps }: { steps: Step[] }) {
  return (
    <ol className={`grid gap-6 md:grid-cols-2 ${steps.length === 5 ? "lg:grid-cols-5" : "lg:grid-cols-4"}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-xl border border-border bg-background p-6">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function BlogTeasers({ teasers }: { teasers: BlogTeaser[] }) {
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-3">
        {teasers.map((teaser) => (
          <li key={teaser.title} className="flex flex-col rounded-xl border border-border bg-background p-6">
            <TitleLink href={teaser.href} className="text-lg font-semibold">
              {teaser.title}
            </TitleLink>
            <p className="mt-2 text-muted-foreground">{teaser.excerpt}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <ButtonLink href="/blogs" variant="outline">
          Explore More <span className="sr-only">blog posts</span>
        </ButtonLink>
      </div>
    </>
  );
}
