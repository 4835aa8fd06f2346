import { ArrowRight } from "@/components/ui/server-icons";
import { Link } from "@/components/ui/link";
import type { TextBand } from "@/lib/content/marketing";

/** A heading, a paragraph or two and one action: About Us, calls to action, the closing block. */
export function TextBlock({ title, text, action, tone = "plain" }: TextBand) {
  const paragraphs = Array.isArray(text) ? text : [text];
  const headingId = `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-block`;
  return (
    <section aria-labelledby={headingId} className={tone === "band" ? "bg-primary text-primary-foreground" : ""}>
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className={`mt-4 max-w-3xl text-lg ${tone === "band" ? "" : "text-muted-foreground"}`}>
            {paragraph}
          </p>
        ))}
        <Link
          href={action.href}
          className={`mt-8 inline-flex items-center gap-2 rounded-md px-5 py-3 font-semibold ${
            tone === "band" ? "bg-background text-foreground" : "bg-primary text-primary-foreground"
          }`}
        >
          {action.label}
          <ArrowRight className="h-4 w-4" />
        </Link>
      </div>
    </section>
  );
}
