import { ButtonLink } from "@/components/ui/button-link";
import type { LinkRef } from "@/lib/content/marketing";

/** A row of button links: the first is the primary action, the others are outlined. */
export function ActionLinks({ actions }: { actions: LinkRef[] }) {
  return actions.map((action, index) => (
    <ButtonLink key={action.href} href={action.href} variant={index === 0 ? "primary" : "outline"}>
      {action.label}
    </ButtonLink>
  ));
}
