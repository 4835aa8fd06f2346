import { Link } from "@/components/ui/link";
import { COMPANY, NAV_AFTER_SERVICES, NAV_BEFORE_SERVICES, SERVICE_LINKS } from "@/lib/content/site";
import { LinkItems } from "@/components/ui/link-items";
import { DISCLOSURE_CHEVRON, MENU_ICONS, THEME_ICONS } from "@/components/ui/control-icons";
import { AccountMenu } from "./account-menu";
import { MenuAccount, MenuButton, MenuPanel, MenuState } from "./mobile-menu";
import { ServicesDropdown } from "./services-dropdown";
import { ThemeToggle } from "./theme-toggle";

// One list of links for every screen: a row in the header on wide screens, the phone panel's
// column. Its links' looks are the .nav-link and .nav-item rules of app/globals.css.
const LINK = "nav-link";
const PANEL_ITEM = "nav-item";

// The first frame waits until the header is parsed whole (React puts the link in <head>): a phone
// that paints a half-parsed page would otherwise draw its right-aligned buttons one by one, each
// pushing the last one left (a layout shift). The header is the page's first few kilobytes. The
// mark is the header's last element, empty: Chromium lets the frame go once the element is in.
const HEADER_END = "header-end";

export function Navbar() {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
      <link rel="expect" href={`#${HEADER_END}`} blocking="render" />
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
        <MenuState>
          <MenuPanel closeIcon={MENU_ICONS.close}>
            <ul className="space-y-1 lg:flex lg:items-center lg:gap-1 lg:space-y-0">
              <LinkItems links={NAV_BEFORE_SERVICES} className={LINK} />
              <li>
                <ServicesDropdown label="Our Services" chevron={DISCLOSURE_CHEVRON}>
                  <LinkItems links={SERVICE_LINKS} className={PANEL_ITEM} />
                </ServicesDropdown>
              </li>
              <LinkItems links={NAV_AFTER_SERVICES} className={LINK} />
              <MenuAccount itemClass={PANEL_ITEM} />
            </ul>
          </MenuPanel>
          <div className="flex items-center gap-2">
            <AccountMenu chevron={DISCLOSURE_CHEVRON} />
            <ThemeToggle icons={THEME_ICONS} />
            <MenuButton icon={MENU_ICONS.open} />
          </div>
        </MenuState>
      </div>
      <span id={HEADER_END} hidden />
    </header>
  );
}
