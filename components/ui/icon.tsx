import type { IconName } from "@/lib/content/icons";
import { SpriteIcon } from "./icon-sprite";

/** A decorative icon by name, drawn from the icon sprite (components/ui/icon-sprite.tsx): no path data in the page. */
export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return <SpriteIcon name={name} className={className} />;
}

/** A decorative icon in a tinted square; the text next to it carries the meaning. */
export function FeatureIcon({ name }: { name: IconName }) {
  return (
    <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
      <Icon name={name} />
    </span>
  );
}
