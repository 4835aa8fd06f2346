import { ArrowLeft } from "@/components/ui/server-icons";
import { ButtonLink } from "@/components/ui/button-link";
import type { LinkRef } from "@/lib/content/marketing";
import type { PolicyBody, PolicySection } from "@/lib/content/terms-types";

function PolicyText({ body }: { body: PolicyBody }) {
  return body.map((entry) =>
    typeof entry === "string" ? (
      <p key={entry}>{entry}</p>
    ) : (
      <ul key={entry.join("|")} className="list-disc space-y-2 pl-6">
        {entry.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  );
}

/** A long legal page: a table of contents beside anchored sections, and a way back. */
export function PolicyDocument({ sections, back }: { sections: PolicySection[]; back: LinkRef }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
      <nav aria-label="On this page" className="mb-12 lg:mb-0">
        <div className="rounded-xl border border-border p-5 lg:sticky lg:top-24">
          <p className="font-semibold">On this page</p>
          <ol className="mt-3 space-y-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <div className="max-w-3xl">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24 border-b border-border pb-10 pt-2 [&+&]:pt-10"
          >
            <h2 id={`${section.id}-heading`} className="text-3xl font-bold tracking-tight">
              {section.title}
            </h2>
            {section.parts.map((part, index) => (
              <div key={part.heading ?? index} className="mt-6 space-y-4 leading-relaxed">
                {part.heading && <h3 className="text-xl font-semibold">{part.heading}</h3>}
                <PolicyText body={part.body} />
              </div>
            ))}
          </section>
        ))}
        <p className="mt-10">
          <ButtonLink href={back.href} variant="outline">
            <ArrowLeft className="h-4 w-4" />
            {back.label}
          </ButtonLink>
        </p>
      </div>
    </div>
  );
}
