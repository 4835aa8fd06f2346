import { Link } from "@/components/ui/link";
import type { NavLink } from "@/lib/content/site";

type Props = { links: NavLink[]; className?: string };

/**
 * One `<li>` with a link per entry: the list body of every navigation list on the site. It takes
 * no click handler: a menu that closes on a followed link listens on its list, so a server-rendered
 * list carries only each link's href, class and label.
 */
export function LinkItems({ links, className = "hover:underline" }: Props) {
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} className={className}>
        {link.label}
      </Link>
    </li>
  ));
}
