"use client";

import { Moon, Sun } from "lucide-react";
import { useTheme } from "next-themes";

// The icon for each theme is chosen by CSS (the `dark` class), so the server HTML is already
// right before hydration and nothing shifts.
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <button
      type="button"
      onClick={() => setTheme(resolvedTheme === "dark" ? "light" : "dark")}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-border hover:bg-muted"
    >
      <Sun aria-hidden className="hidden h-5 w-5 dark:block" />
      <Moon aria-hidden className="h-5 w-5 dark:hidden" />
      <span className="sr-only dark:hidden">Switch to dark theme</span>
      <span className="sr-only hidden dark:inline">Switch to light theme</span>
    </button>
  );
}
