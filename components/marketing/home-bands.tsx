// The bands of the company home page (/): its tagline, the four service lines and "Connect Now".
import { ArrowRight } from "@/components/ui/server-icons";
import { Link } from "@/components/ui/link";
import type { LinkRef, ServiceLine } from "@/lib/content/marketing";
import { ButtonLink } from "@/components/ui/button-link";

export function HomeHero({ eyebrow, title, text }: { eyebrow: string; title: string; text: string }) {
  return (
    <section className="bg-muted">
      <div className="mx-auto max-w-7xl px-4 py-20">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{text}</p>
      </div>
    </section>
  );
}

type ServiceLinesProps = { id: string; title: string; linkPrefix: string; lines: ServiceLine[] };

export function ServiceLines({ id, title, linkPrefix, lines }: ServiceLinesProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-16">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {lines.map((line) => (
          <li key={line.href} className="flex flex-col rounded-xl border border-border p-6">
            <h3 className="text-xl font-semibold">{line.title}</h3>
            <p className="mt-2 text-muted-foreground">{line.text}</p>
            <ul className="mt-4 list-disc space-y-1 pl-5">
              {line.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <Link
              href={line.href}
              className="mt-6 inline-flex items-center gap-1 font-semibold text-primary hover:underline"
            >
              {linkPrefix} {line.title}
              <ArrowRight className="h-4 w-4" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ConnectBand({ title, text, action }: { title: string; text: string; action: LinkRef }) {
  return (
    <section className="bg-muted">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold">{title}</h2>
          <p className="mt-2 text-muted-foreground">{text}</p>
        </div>
        <ButtonLink href={action.href}>{action.label}</ButtonLink>
      </div>
    </section>
  );
}
