// lucide's icons drawn as plain <svg>. lucide-react's components render through its Icon, a
// client component ("use client", for LucideProvider's context), so every icon a server component
// drew with them was a client reference: lucide-react's runtime (3 KB brotli) went into every
// page's JavaScript and each icon's path data into the page's RSC payload, to be hydrated. These
// take the same drawings from `lucide`, the framework-free package: on the server they add nothing
// to the client; in a client component, only the icon's path data. Every icon here is decorative
// (aria-hidden): the text beside it carries the meaning.
import { createElement, type ReactElement } from "react";
import type { IconNode } from "lucide";

export type { IconNode };
export type DrawnIcon = (props: { className?: string }) => ReactElement;

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

/** A component drawing `node`, for JSX that names the icon (`<ArrowRight className="h-4 w-4" />`). */
export function drawn(node: IconNode): DrawnIcon {
  return function DrawnLucideIcon({ className }) {
    return <LucideSvg node={node} className={className} />;
  };
}
