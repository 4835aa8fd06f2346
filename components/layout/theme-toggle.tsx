"use client";

import { useTheme } from "next-themes";
import type { ReactNode } from "react";

// The icon for each theme is chosen by CSS (the `dark` class), so the server HTML is already
// right before hydration and nothing shifts; both come rendered from the server (THEME_ICONS).
export function ThemeToggle({ icons }: { icons: ReactNode }) {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <button
      type="button"
      onClick={() => setTheme(resolvedTheme === "dark" ? "light" : "dark")}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-border hover:bg-muted"
    >
      {icons}
      <span className="sr-only dark:hidden">Switch to dark theme</span>
      <span className="sr-only hidden dark:inline">Switch to light theme</span>
    </button>
  );
}
