// The icons of the site's interactive controls (menus, carousels, dialogs, the theme and chat
// toggles), rendered on the server and handed to the client components as props: no client
// component that ships with a page imports lucide-react, so its runtime is not in the page's
// JavaScript (test/client-icons.nodb.test.ts keeps it so).
import "server-only";
import {
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Menu,
  MessageCircle,
  Moon,
  Pause,
  Play,
  Search,
  Sun,
  X,
} from "./server-icons";

/** A disclosure button's chevron: it turns while its button (class `group`) is aria-expanded. */
export const DISCLOSURE_CHEVRON = (
  <ChevronDown className="h-4 w-4 shrink-0 transition-transform group-aria-expanded:rotate-180" />
);

export const CAROUSEL_ICONS = {
  previous: <ChevronLeft className="h-5 w-5" />,
  next: <ChevronRight className="h-5 w-5" />,
  pause: <Pause className="h-4 w-4" />,
  play: <Play className="h-4 w-4" />,
};

/** Both themes' icons; CSS (the `dark` class) shows one, so the server HTML is right before hydration. */
export const THEME_ICONS = (
  <>
    <Sun className="hidden h-5 w-5 dark:block" />
    <Moon className="h-5 w-5 dark:hidden" />
  </>
);

export const MENU_ICONS = { open: <Menu className="h-5 w-5" />, close: <X className="h-5 w-5" /> };

export const CLOSE_ICON = <X className="h-5 w-5" />;

export const SEARCH_ICON = <Search className="h-4 w-4" />;

export const CHAT_ICON = <MessageCircle className="h-4 w-4" />;
