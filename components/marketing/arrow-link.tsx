import { ArrowRight } from "@/components/ui/server-icons";
import { Link } from "@/components/ui/link";
import type { LinkRef } from "@/lib/content/marketing";

/** An inline text link with a trailing arrow: "read more" style links inside cards and lists. */
export function ArrowLink({ link }: { link: LinkRef }) {
  return (
    <Link href={link.href} className="inline-flex items-center gap-1 font-semibold text-primary hover:underline">
      {link.label}
      <ArrowRight className="h-4 w-4" />
    </Link>
  );
}
