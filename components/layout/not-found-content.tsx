import { ButtonLink } from "@/components/ui/button-link";

/** The body of every 404: what happened and the two ways on. */
export function NotFoundContent() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold">We could not find that page</h1>
      <p className="mt-4 text-muted-foreground">
        The link may be old or mistyped. Every page of the site is listed on the sitemap.
      </p>
      <div className="mt-8 flex justify-center gap-4">
        <ButtonLink href="/" size="md">
          Go to the home page
        </ButtonLink>
        <ButtonLink href="/sitemap" variant="outline" size="md">
          See the sitemap
        </ButtonLink>
      </div>
    </section>
  );
}
