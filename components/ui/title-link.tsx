import type { ReactNode } from "react";
import { Link } from "./link";

type Props = { as?: "h2" | "h3"; href: string; className: string; children: ReactNode };

/** A card's heading whose text is the link to the card's page (blog posts, jobs, case studies). */
export function TitleLink({ as: Heading = "h3", href, className, children }: Props) {
  return (
    <Heading className={className}>
      <Link href={href} className="hover:underline">
        {children}
      </Link>
    </Heading>
  );
}
