// The renderers of the interactive kinds (carousels, flip cards). MarketingPage imports none of
// them: Next bundles every client component a page's modules import, rendered or not, so the page
// file imports and passes only the renderers of the kinds its content declares.
import { createElement, type ReactNode } from "react";
import type { InteractiveKind, InteractiveProps } from "@/lib/content/marketing";

/** One renderer per kind in K, each drawing that kind's props. */
export type Renderers<K extends InteractiveKind> = { [P in K]: (props: InteractiveProps[P]) => ReactNode };

/** What MarketingPage and the section view receive: any renderers, looked up by kind. */
export type AnyRenderers = Partial<Renderers<InteractiveKind>>;

/** Draws an interactive kind with the renderer the page passed for it. */
export function renderInteractive<P extends InteractiveKind>(
  renderers: AnyRenderers,
  kind: P,
  props: InteractiveProps[P],
) {
  const render: ((props: InteractiveProps[P]) => ReactNode) | undefined = renderers[kind];
  // The content's type names its interactive kinds and MarketingPage's props require their
  // renderers, so this only fires if a cast got around the types; failing the build beats a hole.
  if (!render) throw new Error(`MarketingPage: the page passes no renderer for "${kind}"`);
  return createElement(render, props);
}
