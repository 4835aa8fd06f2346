import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Rotator } from "@/components/ui/rotator";
import { CAROUSEL_ICONS } from "@/components/ui/control-icons";
import { Icon } from "@/components/ui/icon";
import { AUTH_SLIDE_MS, type AuthSlide } from "@/lib/content/auth";

type Props = { title: string; intro?: ReactNode; slides?: { label: string; items: AuthSlide[] }; children: ReactNode };

/** An account screen: its form in a card, beside a slideshow on sign-up and login. */
export function AuthShell({ title, intro, slides, children }: Props) {
  return (
    <div
      className={`mx-auto grid gap-10 px-4 py-10 ${slides ? "max-w-6xl lg:grid-cols-2 lg:items-center" : "max-w-lg"}`}
    >
      <section
        aria-labelledby="auth-title"
        className="rounded-2xl border border-border bg-background p-6 shadow-sm sm:p-8"
      >
        <h1 id="auth-title" className="text-3xl font-bold">
          {title}
        </h1>
        {intro && <div className="mt-2 text-muted-foreground">{intro}</div>}
        <div className="mt-6">{children}</div>
      </section>
      {slides && (
        <div className="rounded-3xl bg-muted p-8">
          <Rotator
            label={slides.label}
            itemName="slide"
            intervalMs={AUTH_SLIDE_MS}
            icons={CAROUSEL_ICONS}
            items={slides.items.map((slide) => (
              <div key={slide.title} className="flex flex-col items-start gap-4 py-6">
                <Icon name={slide.icon} className="h-14 w-14 text-primary" />
                <h2 className="text-2xl font-bold">{slide.title}</h2>
                <p className="text-lg text-muted-foreground">{slide.text}</p>
              </div>
            ))}
          />
        </div>
      )}
    </div>
  );
}

/** A plain account screen's page: its title, as the document's title too, over its one form. */
export function authScreen(title: string, form: ReactNode): { metadata: Metadata; Page: () => ReactNode } {
  return { metadata: { title }, Page: () => <AuthShell title={title}>{form}</AuthShell> };
}
