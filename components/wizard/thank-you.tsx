import { Link } from "@/components/ui/link";
import { WIZARD_TEXT } from "@/lib/content/wizard/shared";

export function ThankYou({ headingRef }: { headingRef: React.Ref<HTMLHeadingElement> }) {
  return (
    <div className="py-12 text-center">
      <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-bold">
        {WIZARD_TEXT.thankYouTitle}
      </h2>
      <p className="mt-4 text-lg text-muted-foreground">{WIZARD_TEXT.thankYouText}</p>
      <Link href="/" className="mt-8 inline-block rounded-md bg-primary px-6 py-3 font-semibold text-primary-foreground">
        {WIZARD_TEXT.goBack}
      </Link>
    </div>
  );
}
