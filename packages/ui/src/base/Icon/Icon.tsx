import {
  Bell,
  Ban,
  CheckCheck,
  CircleCheck,
  CircleX,
  Clock,
  CreditCard,
  FileText,
  Heart,
  Inbox,
  Info,
  MapPin,
  Package,
  PackageOpen,
  RefreshCw,
  RotateCcw,
  Search,
  SearchX,
  ShoppingCart,
  Star,
  TriangleAlert,
  Truck,
  type LucideIcon,
} from 'lucide-react';

// Keys are the icon names the specification uses (Material names, spec 2 §"Invoice statuses"),
// so a status rule in @otech/domain can name its icon without knowing lucide.
const icons = {
  schedule: Clock,
  check_circle: CircleCheck,
  autorenew: RefreshCw,
  local_shipping: Truck,
  done_all: CheckCheck,
  cancel: CircleX,
  payment: CreditCard,
  warning: TriangleAlert,
  info: Info,
  block: Ban,
  undo: RotateCcw,
  receipt: FileText,
  notifications: Bell,
  favorite: Heart,
  star: Star,
  cart: ShoppingCart,
  inventory: Package,
  empty: PackageOpen,
  inbox: Inbox,
  search: Search,
  search_off: SearchX,
  place: MapPin,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];

export type IconProps = {
  name: IconName;
  size?: number;
  /** Only for an icon that stands alone and carries meaning; otherwise it is hidden from readers. */
  label?: string;
};

export function Icon({ name, size = 20, label }: IconProps) {
  const Glyph = icons[name];
  return label ? (
    <Glyph size={size} role="img" aria-label={label} focusable="false" />
  ) : (
    <Glyph size={size} aria-hidden="true" focusable="false" />
  );
}
