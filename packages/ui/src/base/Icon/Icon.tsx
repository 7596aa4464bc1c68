import {
  Award,
  Ban,
  Bell,
  CheckCheck,
  CircleCheck,
  CircleDashed,
  CircleX,
  Clock,
  CreditCard,
  FilePen,
  FileText,
  Heart,
  Inbox,
  Info,
  MapPin,
  Medal,
  Package,
  PackageCheck,
  PackageOpen,
  PackageX,
  Receipt,
  RefreshCw,
  RotateCcw,
  Route,
  Search,
  SearchX,
  Send,
  ShoppingBag,
  ShoppingCart,
  Star,
  Tag,
  ThumbsUp,
  TriangleAlert,
  Truck,
  Undo2,
  type LucideIcon,
} from 'lucide-react';

// Keys are lucide's own names, which the status catalogues of @otech/domain use, so a status rule
// names its icon without importing React. Listed one by one so only these glyphs are bundled.
const icons = {
  Award,
  Ban,
  Bell,
  CheckCheck,
  CircleCheck,
  CircleDashed,
  CircleX,
  Clock,
  CreditCard,
  FilePen,
  FileText,
  Heart,
  Inbox,
  Info,
  MapPin,
  Medal,
  Package,
  PackageCheck,
  PackageOpen,
  PackageX,
  Receipt,
  RefreshCw,
  RotateCcw,
  Route,
  Search,
  SearchX,
  Send,
  ShoppingBag,
  ShoppingCart,
  Star,
  Tag,
  ThumbsUp,
  TriangleAlert,
  Truck,
  Undo2,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];

/** True for a name the map holds; a status from newer data may name an icon the shop lacks. */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(icons, name);
}

/** The glyph a name stands for, or none for a name the map lacks. */
export function iconGlyph(name: string): LucideIcon | undefined {
  return isIconName(name) ? icons[name] : undefined;
}

export type IconProps = {
  /** One of the shop's lucide icons by name, as the domain's status catalogues give it ("Truck"). */
  name: IconName;
  /** Width and height in pixels (20 by default). */
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
