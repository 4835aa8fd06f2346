// The visitor's theme: light unless they chose dark, kept in localStorage under this key. The root
// layout's pre-paint script (./theme-script.tsx) puts it on <html> before the first paint and
// applies every change made in this tab or another; the toggle only records the choice.
export const THEME_STORAGE_KEY = "app-theme";

/** Switches light and dark: stored for the next visit, and put on the page by the pre-paint script's listener. */
export function toggleTheme(): void {
  const next = document.documentElement.classList.contains("dark") ? "light" : "dark";
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage refused (a private window, a full disk): the page still switches, for this visit.
  }
  // Another tab's change arrives as this event; this tab's is announced the same way.
  dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: next }));
}
