import { LOADING_MESSAGE } from "@/lib/content/shared-home";

/**
 * Covers the page for its first second. A CSS animation hides it (no JavaScript needed), and
 * being fixed it never moves the content underneath, so it adds no layout shift. Its look and its
 * spinner are the `.loading-screen` rules of app/globals.css: here only what a page must carry.
 */
export function LoadingScreen() {
  return (
    <div data-testid="loading-screen" className="loading-screen">
      <p role="status">{LOADING_MESSAGE}</p>
    </div>
  );
}
