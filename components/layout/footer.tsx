import { Link } from "@/components/ui/link";
import { COMPANY, copyrightLine, FOOTER_LINKS, POLICY_LINKS, SERVICE_LINKS, socialLinksOf } from "@/lib/content/site";
import { TOPICS_COPY } from "@/lib/content/subscription";
import { getCompanyDetails } from "@/lib/features/settings";
import { ContactDetails } from "@/components/ui/contact-details";
import { LinkItems } from "@/components/ui/link-items";
import { DISCLOSURE_CHEVRON } from "@/components/ui/control-icons";
import { FooterServices } from "./footer-services";
import { InterestCheckboxes } from "./interest-checkboxes";
import { NewsletterForm } from "./newsletter-form";
import { SocialIcon } from "./social-icon";

export async function Footer() {
  const details = await getCompanyDetails();
  return (
    <footer className="bg-footer text-footer-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-3 text-lg font-bold text-white">
            {COMPANY.name}
          </h2>
          <p className="mb-4 text-sm">{COMPANY.tagline}.</p>
          <Link
            href="/contact"
            className="inline-block rounded bg-blue-600 px-4 py-2 font-semibold text-white hover:bg-blue-700"
          >
            Get in touch
          </Link>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 text-lg font-bold text-white">
            Quick Links
          </h2>
          <ul className="space-y-2">
            <LinkItems links={FOOTER_LINKS} />
            <FooterServices links={SERVICE_LINKS} chevron={DISCLOSURE_CHEVRON} />
            <LinkItems links={POLICY_LINKS} />
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-lg font-bold text-white">
            Contact
          </h2>
          <ContactDetails details={details} />
        </section>
        <section aria-labelledby="footer-follow" className="space-y-6">
          <NewsletterForm>
            <details className="text-sm">
              <summary className="cursor-pointer">{TOPICS_COPY.footerSummary}</summary>
              <p id="footer-topics-hint" className="mt-1">
                {TOPICS_COPY.footerHint}
              </p>
              <InterestCheckboxes className="mt-2" describedBy="footer-topics-hint" />
            </details>
          </NewsletterForm>
          <div>
            <h2 id="footer-follow" className="mb-3 text-lg font-bold text-white">
              Follow Us
            </h2>
            <ul className="flex gap-3">
              {socialLinksOf(details).map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-500 hover:bg-slate-800"
                  >
                    <SocialIcon network={social.network} />
                    <span className="sr-only">{social.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>
      <p className="border-t border-slate-700 py-4 text-center text-sm">{copyrightLine()}</p>
    </footer>
  );
}
