// A lucide icon drawn inline as plain <svg>, for a client component that draws an icon itself (the
// wizard's progress check, drawn only after a step is done, so in no page's HTML or payload). Server
// components draw theirs from the icon sprite (components/ui/icon-sprite.tsx). The drawings come
// from `lucide`, the framework-free package: lucide-react's components render through its Icon, a
// client component, so its runtime (3 KB brotli) would join every page's JavaScript. Decorative
// (aria-hidden): the text beside it carries the meaning.
import { createElement } from "react";
import type { IconNode } from "lucide";

export type { IconNode };

// lucide's attributes are SVG's own names; React wants the camel-cased ones ("stroke-width").
const reactName = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `node` drawn as a 24 × 24 stroked SVG, as lucide-react draws it. */
export function LucideSvg({ node, className }: { node: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {node.map(([tag, attributes], index) =>
        createElement(tag, {
          key: index,
          ...Object.fromEntries(Object.entries(attributes).map(([name, value]) => [reactName(name), value])),
        }),
      )}
    </svg>
  );
}
