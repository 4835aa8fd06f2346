import type { IconName } from "@/lib/content/icons";
import { SpriteIcon } from "./icon-sprite";

/** A decorative icon by name, drawn from the icon sprite (components/ui/icon-sprite.tsx): no path data in the page. */
export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return <SpriteIcon name={name} className={className} />;
}

/** A decorative icon in a tinted square; the text next to it carries the meaning. */
export function FeatureIcon({ name }: { name: IconName }) {
  return (
    <span className="icon-badge">
      <Icon name={name} />
    </span>
  );
}
