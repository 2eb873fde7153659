import type { LucideIcon } from 'lucide-react';
import {
  ArrowUp,
  ChevronDown,
  ChevronRight,
  Dot,
  Globe,
  Hospital,
  IdCard,
  LogIn,
  LogOut,
  Menu,
  Moon,
  ShoppingCart,
  SlidersHorizontal,
  Sun,
  User,
  X,
} from 'lucide-react';

/**
 * The portal's one icon set is Lucide (the maintained successor of Feather), one component per
 * icon so that only the icons used are bundled. Icons are decorative: the control around them
 * carries the accessible name. The names here are the careers header's icons (loaded with every
 * page); other screens import the Lucide component they need and pass it as `icon`.
 */
export const ICONS = {
  menu: Menu,
  close: X,
  'chevron-down': ChevronDown,
  'chevron-end': ChevronRight,
  'arrow-up': ArrowUp,
  sun: Sun,
  moon: Moon,
  globe: Globe,
  cart: ShoppingCart,
  user: User,
  'sign-out': LogOut,
  'sign-in': LogIn,
  sliders: SlidersHorizontal,
  'id-card': IdCard,
  dot: Dot,
  logo: Hospital,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

interface IconProps {
  name?: IconName;
  /** Any Lucide icon, for icons the header does not use. */
  icon?: LucideIcon;
  size?: number;
  className?: string;
}

export function Icon({ name, icon, size = 20, className }: IconProps) {
  const Glyph = icon ?? (name ? ICONS[name] : Dot);
  return <Glyph className={className ? `icon ${className}` : 'icon'} size={size} strokeWidth={2} aria-hidden="true" focusable="false" />;
}
