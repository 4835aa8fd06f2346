import { Suspense, type ReactNode } from "react";
import { THEME_ICONS } from "@/components/ui/control-icons";
import {
  FormsLink as Link,
  FormsThemeToggle as ThemeToggle,
  FormsVitalsReporter as VitalsReporter,
} from "@/components/wizard/forms-boundary";
import { COMPANY } from "@/lib/content/site";

// The wizards' own frame: a slim bar with the way home and the theme toggle, then two panels.
// The wizard sits in its own Suspense boundary, though nothing in it suspends: React hydrates the
// frame at once and the boundary after it in slices that yield to the browser (selective
// hydration), where one task hydrating the whole page kept a phone's main thread for 170-250 ms.
// A click on the wizard before then hydrates it at once and is taken.
export default function FormsLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="flex h-16 items-center justify-between border-b border-border px-4">
        <Link href="/" className="text-lg font-bold text-primary">
          {COMPANY.name}
        </Link>
        <nav aria-label="Forms" className="flex items-center gap-4">
          <Link href="/merge-form" className="font-medium hover:underline">
            All forms
          </Link>
          <ThemeToggle icons={THEME_ICONS} />
        </nav>
      </header>
      <main id="main">
        <Suspense>{children}</Suspense>
      </main>
      <VitalsReporter />
    </>
  );
}
