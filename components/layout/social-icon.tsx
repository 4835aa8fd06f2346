import { SpriteIcon } from "@/components/ui/icon-sprite";
import type { SocialNetwork } from "@/lib/content/site";

/** A network's brand mark (components/ui/brand-marks.ts), drawn from the icon sprite. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <SpriteIcon name={`brand-${network}`} size={20} />;
}
