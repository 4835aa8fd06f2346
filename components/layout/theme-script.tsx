import { THEME_STORAGE_KEY } from "./theme";

/**
 * Runs in the page as it is parsed, before the first paint (no flash of the other theme): puts the
 * stored theme on <html> (the class the CSS reads, and the colour scheme of the browser's own
 * controls), then applies each later change (./theme.ts, or another tab) with transitions held
 * for that frame. Written out with the page, so it must name nothing outside itself.
 */
function keepTheme(key: string) {
  const root = document.documentElement;
  const apply = (stored: string | null) => {
    const theme = stored === "dark" ? "dark" : "light";
    root.classList.remove("light", "dark");
    root.classList.add(theme);
    root.style.colorScheme = theme;
  };
  try {
    apply(localStorage.getItem(key));
  } catch {
    apply(null);
  }
  addEventListener("storage", (event) => {
    if (event.key !== key) return;
    root.classList.add("theme-switching");
    apply(event.newValue);
    getComputedStyle(root).getPropertyValue("transition"); // the switch is styled before transitions return
    setTimeout(() => root.classList.remove("theme-switching"), 1);
  });
}

/** The theme's pre-paint script (a static page's CSP allows it by its hash: server/csp-hashes.mjs). */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: `(${keepTheme})(${JSON.stringify(THEME_STORAGE_KEY)})` }} />;
}
