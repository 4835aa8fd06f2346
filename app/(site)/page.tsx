import { ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { OrganizationJsonLd } from "@/components/seo/organization-json-ld";
import { HOME_CONNECT, HOME_HERO, SERVICE_LINES } from "@/lib/content/home";

export const metadata: Metadata = {
  title: { absolute: "Solutions At One Place: IT, Recruitment, Marketing and Business Consulting" },
  alternates: { canonical: "/" },
  openGraph: {
    title: "Solutions At One Place",
    description: "IT services and consulting, recruitment, digital marketing and business consulting from Kanpur.",
    url: "/",
    type: "website",
  },
};

export default function HomePage() {
  return (
    <>
      <OrganizationJsonLd />
      <section className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{HOME_HERO.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{HOME_HERO.title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{HOME_HERO.text}</p>
        </div>
      </section>
      <section aria-labelledby="service-lines" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="service-lines" className="text-3xl font-bold">
          What we do
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {SERVICE_LINES.map((line) => (
            <li key={line.href} className="flex flex-col rounded-xl border border-border p-6">
              <h3 className="text-xl font-semibold">{line.title}</h3>
              <p className="mt-2 text-muted-foreground">{line.text}</p>
              <ul className="mt-4 list-disc space-y-1 pl-5">
                {line.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <Link href={line.href} className="mt-6 inline-flex items-center gap-1 font-semibold text-primary hover:underline">
                Explore {line.title}
                <ArrowRight aria-hidden className="h-4 w-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="bg-muted">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-14 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold">{HOME_CONNECT.title}</h2>
            <p className="mt-2 text-muted-foreground">{HOME_CONNECT.text}</p>
          </div>
          <Link href={HOME_CONNECT.href} className="rounded bg-primary px-5 py-3 font-semibold text-primary-foreground">
            {HOME_CONNECT.cta}
          </Link>
        </div>
      </section>
    </>
  );
}
