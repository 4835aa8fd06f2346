// The icons server components name directly, drawn from the icon sprite (components/ui/icon-sprite.tsx);
// content names its icons instead (components/ui/icon.tsx).
import "server-only";
import type { ReactElement } from "react";
import { SpriteIcon, type SpriteName } from "./icon-sprite";

type NamedIcon = (props: { className?: string }) => ReactElement;

/** A component drawing the sprite's `name`, for JSX that names the icon (`<ArrowRight className="h-4 w-4" />`). */
function sprited(name: SpriteName): NamedIcon {
  return function SpritedIcon({ className }) {
    return <SpriteIcon name={name} className={className} />;
  };
}

export const ArrowLeft = sprited("arrow-left");
export const ArrowRight = sprited("arrow-right");
export const ChevronDown = sprited("chevron-down");
export const ChevronLeft = sprited("chevron-left");
export const ChevronRight = sprited("chevron-right");
export const Clock = sprited("clock");
export const Mail = sprited("mail");
export const Map = sprited("map");
export const MapPin = sprited("map-pin");
export const Menu = sprited("menu");
export const MessageCircle = sprited("message-circle");
export const Moon = sprited("moon");
export const Pause = sprited("pause");
export const Phone = sprited("phone");
export const Play = sprited("play");
export const Search = sprited("search");
export const Sun = sprited("sun");
export const X = sprited("x");
