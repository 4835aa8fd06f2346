// The lucide icons server components name directly, drawn on the server (components/ui/lucide-svg.tsx);
// content names its icons instead (components/ui/icon.tsx).
import "server-only";
import * as lucide from "lucide";
import { drawn } from "./lucide-svg";

export const ArrowLeft = drawn(lucide.ArrowLeft);
export const ArrowRight = drawn(lucide.ArrowRight);
export const ChevronDown = drawn(lucide.ChevronDown);
export const ChevronLeft = drawn(lucide.ChevronLeft);
export const ChevronRight = drawn(lucide.ChevronRight);
export const Clock = drawn(lucide.Clock);
export const Mail = drawn(lucide.Mail);
export const Map = drawn(lucide.Map);
export const MapPin = drawn(lucide.MapPin);
export const Menu = drawn(lucide.Menu);
export const MessageCircle = drawn(lucide.MessageCircle);
export const Moon = drawn(lucide.Moon);
export const Pause = drawn(lucide.Pause);
export const Phone = drawn(lucide.Phone);
export const Play = drawn(lucide.Play);
export const Search = drawn(lucide.Search);
export const Sun = drawn(lucide.Sun);
export const X = drawn(lucide.X);
