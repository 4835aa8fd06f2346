import { LOADING_MESSAGE } from "@/lib/content/shared-home";

/**
 * Covers the page for its first second. A CSS animation hides it (no JavaScript needed), and
 * being fixed it never moves the content underneath, so it adds no layout shift.
 */
export function LoadingScreen() {
  return (
    <div
      data-testid="loading-screen"
      className="loading-screen fixed inset-0 z-[60] flex items-center justify-center bg-background"
    >
      <p role="status" className="flex items-center gap-3 text-lg font-medium">
        <span
          aria-hidden="true"
          className="loading-spinner h-6 w-6 rounded-full border-4 border-border border-t-primary"
        />
        {LOADING_MESSAGE}
      </p>
    </div>
  );
}
