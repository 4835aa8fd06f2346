// Server wrappers that render each carousel's items as HTML and hand them to the client Rotator.
// A page imports the ones its content uses and hands them to MarketingPage, so only pages with a
// carousel ship the Rotator's JavaScript.
import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button-variants";
import type { Slide, Technology, ValuePoint } from "@/lib/content/marketing";
import { ROTATE_MS } from "@/lib/content/shared-home";
import { initialsOf, type Testimonial } from "@/lib/content/site";
import { CAROUSEL_ICONS } from "@/components/ui/control-icons";
import { Icon } from "@/components/ui/icon";
import { Rotator } from "@/components/ui/rotator";

export function HeroCarousel({ title, slides, label }: { title: string; slides: Slide[]; label: string }) {
  const items = slides.map((slide) => (
    <div key={slide.title} className="grid items-center gap-8 md:grid-cols-[3fr_2fr]">
      <div>
        <h2 className="text-3xl font-bold tracking-tight md:text-5xl">{slide.title}</h2>
        <p className="mt-4 max-w-xl text-lg text-muted-foreground">{slide.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={slide.action.href} className={buttonVariants({ size: "lg" })}>
            {slide.action.label}
            <span className="sr-only">: {slide.title}</span>
          </a>
          <Link
            href="/business-form"
            className="rounded-md border border-border px-5 py-3 font-semibold hover:bg-background"
          >
            Connect Now
          </Link>
        </div>
      </div>
      <div
        aria-hidden="true"
        className="hidden aspect-square max-h-72 items-center justify-center rounded-3xl bg-gradient-to-br from-primary/20 to-accent/20 md:flex"
      >
        <Icon name={slide.icon} className="h-32 w-32 text-primary" />
      </div>
    </div>
  ));
  return (
    <section aria-labelledby="page-title" className="bg-muted">
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-10">
        <h1 id="page-title" className="text-sm font-semibold uppercase tracking-wide text-primary">
          {title}
        </h1>
        <Rotator items={items} label={label} itemName="slide" intervalMs={ROTATE_MS} icons={CAROUSEL_ICONS} />
      </div>
    </section>
  );
}

export function ValueCarousel({ points }: { points: ValuePoint[] }) {
  const items = points.map((point) => (
    <div
      key={point.heading}
      className="flex flex-col gap-4 rounded-xl border border-border bg-background p-8 md:flex-row md:items-center"
    >
      <Icon name={point.icon} className="h-16 w-16 shrink-0 text-primary" />
      <div>
        <h3 className="text-2xl font-semibold">{point.heading}</h3>
        <p className="mt-2 text-lg">{point.text}</p>
        <p className="mt-1 text-muted-foreground">{point.subtext}</p>
      </div>
    </div>
  ));
  return <Rotator items={items} label="How we provide IT solutions" itemName="value point" icons={CAROUSEL_ICONS} />;
}

export function TechnologyCarousel({ technologies, visible }: { technologies: Technology[]; visible: number }) {
  const items = technologies.map((tech) => (
    <div key={tech.name} className="flex flex-col items-center gap-3 rounded-xl border border-border bg-background p-6">
      <span
        aria-hidden="true"
        className="flex h-16 w-16 items-center justify-center rounded-2xl text-xl font-bold text-white"
        style={{ backgroundColor: tech.color }}
      >
        {tech.mark}
      </span>
      <span className="font-semibold">{tech.name}</span>
    </div>
  ));
  return (
    <Rotator
      items={items}
      label="Technologies we work with"
      itemName="technologies"
      visible={visible}
      step={visible}
      intervalMs={ROTATE_MS}
      icons={CAROUSEL_ICONS}
      listClassName="grid grid-cols-2 gap-4 md:grid-cols-4"
    />
  );
}

export function TestimonialCarousel({ items: testimonials }: { items: Testimonial[] }) {
  const items = testimonials.map((item) => (
    <figure key={item.name} className="mx-auto max-w-3xl rounded-xl border border-border bg-background p-8 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
      >
        {initialsOf(item.name)}
      </span>
      <blockquote className="mt-6 text-xl">“{item.text}”</blockquote>
      <figcaption className="mt-4">
        <span className="font-semibold">{item.name}</span>
        <span className="block text-sm text-muted-foreground">{item.role}</span>
      </figcaption>
    </figure>
  ));
  return (
    <Rotator
      items={items}
      label="What our clients and candidates say"
      itemName="testimonial"
      intervalMs={ROTATE_MS}
      icons={CAROUSEL_ICONS}
    />
  );
}
