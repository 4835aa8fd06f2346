// The one way the site has pages rendered again: Next's revalidatePath, then the server's memory
// of prerendered pages (server/static-pages.mjs, which answers them without Next) is emptied, so
// the next visit goes through Next and gets the new version.
import "server-only";
import { revalidatePath } from "next/cache";
import { bridge } from "./bridge.mjs";

/** Renders `paths` again on their next visit (`"layout"`: every page under each path). */
export function revalidatePages(paths: readonly string[], type?: "layout" | "page"): void {
  for (const path of paths) revalidatePath(path, type);
  bridge.onPagesRevalidated?.();
}
