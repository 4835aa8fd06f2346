import type { Metadata } from "next";
import { formPageMetadata } from "@/lib/core/page-metadata";
import { ContactForm } from "@/components/contact/contact-form";
import { ContactDetails } from "@/components/ui/contact-details";
import { PageHero } from "@/components/ui/page-hero";
import { CONTACT_PAGE } from "@/lib/content/contact";
import { getCompanyDetails } from "@/lib/features/settings";

const description =
  "Call, e-mail or write to our Kanpur office about IT projects, recruitment, marketing or partnerships.";

export const metadata: Metadata = formPageMetadata({ path: "/contact", title: "Contact Us", description });

export default async function ContactPage() {
  const details = await getCompanyDetails();
  return (
    <>
      <PageHero eyebrow={CONTACT_PAGE.eyebrow} title={CONTACT_PAGE.title} text={CONTACT_PAGE.text} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="contact-details">
          <h2 id="contact-details" className="text-2xl font-bold">
            Contact details
          </h2>
          <ContactDetails
            details={details}
            className="mt-6 space-y-5"
            iconClassName="h-6 w-6 shrink-0 text-primary"
            hours={CONTACT_PAGE.hours}
          />
        </section>
        <div className="rounded-xl border border-border p-6 md:p-8">
          <ContactForm />
        </div>
      </div>
    </>
  );
}
