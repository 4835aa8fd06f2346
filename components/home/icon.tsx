import {
  Award, Brain, Briefcase, Building2, Car, ChartLine, Clock, Cloud, Code2, Cog, Cpu, Database, Factory, Filter,
  Globe, GraduationCap, Handshake, Headset, Hospital, Hotel, Landmark, Lock, MessageSquare, Network, Package,
  Palette, Plane, RefreshCw, Rocket, Search, ShieldCheck, ShoppingCart, Smartphone, Smile, Stethoscope, Target,
  Truck, Users, Zap, BadgeCheck, type LucideIcon,
} from "lucide-react";
import type { IconName } from "@/lib/content/shared-home";

const ICONS: Record<IconName, LucideIcon> = {
  brain: Brain, code: Code2, globe: Globe, cloud: Cloud, palette: Palette, smartphone: Smartphone, network: Network,
  shield: ShieldCheck, rocket: Rocket, search: Search, cog: Cog, refresh: RefreshCw, users: Users, headset: Headset,
  smile: Smile, message: MessageSquare, zap: Zap, target: Target, cpu: Cpu, hospital: Hospital, cart: ShoppingCart,
  graduation: GraduationCap, landmark: Landmark, plane: Plane, package: Package, hotel: Hotel, building: Building2,
  car: Car, truck: Truck, factory: Factory, briefcase: Briefcase, stethoscope: Stethoscope, badge: BadgeCheck,
  handshake: Handshake, chart: ChartLine, lock: Lock, award: Award, clock: Clock, filter: Filter, database: Database,
};

/** A decorative icon by name; rendered on the server, so it adds no client JavaScript. */
export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" className={className} />;
}
