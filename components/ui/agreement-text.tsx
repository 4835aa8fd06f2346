import { Link } from "@/components/ui/link";
import { WIZARD_TEXT } from "@/lib/content/wizard/text";

/** The consent box's sentence, with its link to the privacy policy: the wizards' review and quick apply. */
export function AgreementText() {
  return (
    <span>
      {WIZARD_TEXT.agreementBefore}{" "}
      <Link href="/privacy-policy" className="font-semibold text-primary underline">
        {WIZARD_TEXT.agreementLink}
      </Link>{" "}
      {WIZARD_TEXT.agreementAfter}
    </span>
  );
}
