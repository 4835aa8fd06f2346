import {
  Activity, Award, BadgeCheck, BarChart3, BookOpen, Bot, Brain, Briefcase, Building2, Calculator, CalendarCheck, Car, ClipboardCheck, Clock, Cloud, Code2, Cog, Coins, Compass, Cpu, Database, Factory, FileCheck, FileText, Filter, Gauge, Globe, GraduationCap, HandCoins, Handshake, Headphones, HeartPulse, Hospital, Hotel, Landmark, Layers, Lightbulb, LineChart, Link2, ListChecks, Lock, Mail, Map, Megaphone, MessageSquare, Microscope, MousePointerClick, Network, Newspaper, Package, Palette, PenLine, PieChart, Pill, Plane, Presentation, Repeat, Rocket, Scale, Search, Server, Share2, ShieldCheck, ShoppingCart, Smartphone, Smile, Sparkles, Star, Stethoscope, Store, Target, Timer, Truck, UserCheck, UserPlus, Users, Wallet, Workflow, Zap,
  type IconNode,
} from "lucide";
import type { IconName } from "@/lib/content/icons";
import { LucideSvg } from "./lucide-svg";

const ICONS: Record<IconName, IconNode> = {
  activity: Activity,
  award: Award,
  "badge-check": BadgeCheck,
  "bar-chart": BarChart3,
  "book-open": BookOpen,
  bot: Bot,
  briefcase: Briefcase,
  building: Building2,
  calculator: Calculator,
  "calendar-check": CalendarCheck,
  "clipboard-check": ClipboardCheck,
  clock: Clock,
  cloud: Cloud,
  code: Code2,
  coins: Coins,
  compass: Compass,
  database: Database,
  factory: Factory,
  "file-check": FileCheck,
  "file-text": FileText,
  gauge: Gauge,
  globe: Globe,
  "graduation-cap": GraduationCap,
  "hand-coins": HandCoins,
  handshake: Handshake,
  headphones: Headphones,
  "heart-pulse": HeartPulse,
  hospital: Hospital,
  landmark: Landmark,
  layers: Layers,
  lightbulb: Lightbulb,
  "line-chart": LineChart,
  link: Link2,
  "list-checks": ListChecks,
  mail: Mail,
  map: Map,
  megaphone: Megaphone,
  microscope: Microscope,
  "mouse-pointer": MousePointerClick,
  network: Network,
  newspaper: Newspaper,
  palette: Palette,
  "pen-line": PenLine,
  "pie-chart": PieChart,
  pill: Pill,
  presentation: Presentation,
  repeat: Repeat,
  rocket: Rocket,
  scale: Scale,
  search: Search,
  server: Server,
  share: Share2,
  "shield-check": ShieldCheck,
  "shopping-cart": ShoppingCart,
  sparkles: Sparkles,
  star: Star,
  stethoscope: Stethoscope,
  store: Store,
  target: Target,
  timer: Timer,
  truck: Truck,
  "user-check": UserCheck,
  "user-plus": UserPlus,
  users: Users,
  wallet: Wallet,
  workflow: Workflow,
  brain: Brain,
  smartphone: Smartphone,
  cog: Cog,
  smile: Smile,
  message: MessageSquare,
  zap: Zap,
  cpu: Cpu,
  plane: Plane,
  package: Package,
  hotel: Hotel,
  car: Car,
  lock: Lock,
  filter: Filter,
};

/** A decorative icon by name, drawn on the server (components/ui/lucide-svg.tsx): no client JavaScript. */
export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return <LucideSvg node={ICONS[name]} className={className} />;
}

/** A decorative icon in a tinted square; the text next to it carries the meaning. */
export function FeatureIcon({ name }: { name: IconName }) {
  return (
    <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
      <Icon name={name} />
    </span>
  );
}
