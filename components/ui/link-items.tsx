import { Link } from "@/components/ui/link";
import type { NavLink } from "@/lib/content/site";

type Props = { links: NavLink[]; className?: string; onNavigate?: () => void };

/** One `<li>` with a link per entry: the list body of every navigation list on the site. */
export function LinkItems({ links, className = "hover:underline", onNavigate }: Props) {
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} className={className} onClick={onNavigate}>
        {link.label}
      </Link>
    </li>
  ));
}
