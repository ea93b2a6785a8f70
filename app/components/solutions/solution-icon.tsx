import {
  Award,
  BadgeDollarSign,
  Building2,
  Calculator,
  CalendarCheck,
  ClipboardCheck,
  FileCheck,
  FileSearch,
  FlaskConical,
  Handshake,
  Landmark,
  Layers,
  ListChecks,
  Lock,
  type LucideIcon,
  MapPin,
  Network,
  Radar,
  Rocket,
  Scale,
  ShieldCheck,
  Target,
  TrendingUp,
  UserCheck,
  Users,
} from "lucide-react";
import type { SolutionIconName } from "#app/content/solutions.ts";

/** The catalogue names its icons; this is the one place that turns a name into a drawing. */
const ICONS: Record<SolutionIconName, LucideIcon> = {
  award: Award,
  badgeDollar: BadgeDollarSign,
  building: Building2,
  calculator: Calculator,
  calendarCheck: CalendarCheck,
  clipboardCheck: ClipboardCheck,
  fileCheck: FileCheck,
  fileSearch: FileSearch,
  flask: FlaskConical,
  handshake: Handshake,
  landmark: Landmark,
  layers: Layers,
  listChecks: ListChecks,
  lock: Lock,
  mapPin: MapPin,
  network: Network,
  radar: Radar,
  rocket: Rocket,
  scale: Scale,
  shieldCheck: ShieldCheck,
  target: Target,
  trendingUp: TrendingUp,
  userCheck: UserCheck,
  users: Users,
};

/** Decorative: the card's heading says what it is. */
export function SolutionIcon({ name, className = "size-5" }: { name: SolutionIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
