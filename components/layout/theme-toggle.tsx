"use client";

import type { ReactNode } from "react";
import { LightButton } from "@/components/ui/light-button";
import { toggleTheme } from "./theme";

// The icon for each theme is chosen by CSS (the `dark` class), so the server HTML is already
// right before hydration and nothing shifts; both come rendered from the server (THEME_ICONS).
export function ThemeToggle({ icons }: { icons: ReactNode }) {
  return (
    <LightButton onClick={toggleTheme} variant="outline" size="icon" shape="pill">
      {icons}
      <span className="sr-only dark:hidden">Switch to dark theme</span>
      <span className="sr-only hidden dark:inline">Switch to light theme</span>
    </LightButton>
  );
}
