import type { LucideIcon } from 'lucide-react';
import { ArrowUp, Globe, Hospital, LogIn, Moon, Sun, X } from 'lucide-react';

/**
 * The portal's one icon set is Lucide (the maintained successor of Feather), one component per
 * icon so that only the icons used are bundled. Icons are decorative: the control around them
 * carries the accessible name. The names here are the public careers header's icons (loaded with
 * every page); other screens import the Lucide component they need and pass it as `icon`.
 */
export const ICONS = {
  logo: Hospital,
  close: X,
  'arrow-up': ArrowUp,
  sun: Sun,
  moon: Moon,
  globe: Globe,
  'sign-in': LogIn,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

/** One of the header's icons by name, or any Lucide icon (for icons the header does not use). */
type IconProps = ({ name: IconName; icon?: undefined } | { icon: LucideIcon; name?: undefined }) & {
  size?: number;
  className?: string;
}

export function Icon({ name, icon, size = 20, className }: IconProps) {
  const Glyph = icon ?? ICONS[name];
  return <Glyph className={className ? `icon ${className}` : 'icon'} size={size} strokeWidth={2} aria-hidden="true" focusable="false" />;
}
