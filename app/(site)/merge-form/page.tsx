import { ArrowRight } from "@/components/ui/server-icons";
import { formPageMetadata } from "@/lib/core/page-metadata";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ConnectDialog } from "@/components/connect/connect-dialog";
import { CLOSE_ICON } from "@/components/ui/control-icons";
import { IconCardTop } from "@/components/marketing/cards";
import { BOOKING_LINK } from "@/lib/content/booking";
import { CONNECT_CARDS, CONNECT_PAGE } from "@/lib/content/connect";
import { hasBookingHours } from "@/lib/features/booking";
import { ButtonLink } from "@/components/ui/button-link";

const description = "Apply for a job, ask for a service or propose a partnership: three short forms, one place.";

export const metadata: Metadata = formPageMetadata({ path: "/merge-form", title: "Connect Now", description });

// Static: rendered again when booking hours change; the booking link shows only while someone has hours.
export default async function ConnectNowPage() {
  const bookingOpen = await hasBookingHours();
  return (
    <section className="bg-muted">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{CONNECT_PAGE.title}</h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{CONNECT_PAGE.text}</p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
          {bookingOpen && (
            <Link
              href={BOOKING_LINK.href}
              className="rounded-md border border-border bg-background px-6 py-3 font-semibold"
            >
              {BOOKING_LINK.label}
            </Link>
          )}
          <ConnectDialog openLabel={CONNECT_PAGE.openButton} title={CONNECT_PAGE.dialogTitle} closeIcon={CLOSE_ICON}>
            <p className="mt-2 text-muted-foreground">{CONNECT_PAGE.dialogIntro}</p>
            <ul className="mt-6 grid gap-4 md:grid-cols-3">
              {CONNECT_CARDS.map((card) => (
                <li key={card.href} className="flex flex-col rounded-xl border border-border p-6 text-left">
                  <IconCardTop item={card} title="text-xl" />
                  <ButtonLink href={card.href} size="md" className="mt-6 gap-1 self-start">
                    Go Now
                    <span className="sr-only"> to the {card.title} form</span>
                    <ArrowRight className="h-4 w-4" />
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </ConnectDialog>
        </div>
      </div>
    </section>
  );
}
