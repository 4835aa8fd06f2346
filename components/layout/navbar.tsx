import { Link } from "@/components/ui/link";
import { COMPANY, NAV_AFTER_SERVICES, NAV_BEFORE_SERVICES, SERVICE_LINKS } from "@/lib/content/site";
import { LinkItems } from "@/components/ui/link-items";
import { DISCLOSURE_CHEVRON, MENU_ICONS, THEME_ICONS } from "@/components/ui/control-icons";
import { AccountMenu } from "./account-menu";
import { MobileMenu } from "./mobile-menu";
import { ServicesDropdown } from "./services-dropdown";
import { ThemeToggle } from "./theme-toggle";

export function Navbar() {
  const linkClass = "rounded px-3 py-2 font-medium hover:text-primary";
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link href="/" className="text-lg font-bold text-primary">
          {COMPANY.name}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <LinkItems links={NAV_BEFORE_SERVICES} className={linkClass} />
            <li>
              <ServicesDropdown links={SERVICE_LINKS} chevron={DISCLOSURE_CHEVRON} />
            </li>
            <LinkItems links={NAV_AFTER_SERVICES} className={linkClass} />
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <AccountMenu chevron={DISCLOSURE_CHEVRON} />
          <ThemeToggle icons={THEME_ICONS} />
          <MobileMenu
            before={NAV_BEFORE_SERVICES}
            services={SERVICE_LINKS}
            after={NAV_AFTER_SERVICES}
            icons={MENU_ICONS}
          />
        </div>
      </div>
    </header>
  );
}
