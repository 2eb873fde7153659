/**
 * A small set of inline SVG icons drawn for this portal on a 24×24 grid (strokes only), so that no
 * icon font or icon set is downloaded. Icons are decorative: the control around them carries the
 * accessible name. Only the icons of the careers header live here (they load with every page);
 * the menu's icons are in web/src/layout/menu-icons.ts and are passed as `d`.
 */
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-end': 'M9 6l6 6-6 6',
  'arrow-up': 'M12 19V5M5 12l7-7 7 7',
  sun: 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM3 12h18M12 3c2.4 2.6 3.5 5.6 3.5 9s-1.1 6.4-3.5 9c-2.4-2.6-3.5-5.6-3.5-9s1.1-6.4 3.5-9z',
  cart: 'M3 4h2.5l2.2 10.5h10L20 8H6.4M8 20a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0zM15 20a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0z',
  user: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM4 21c0-4 3.6-6 8-6s8 2 8 6',
  'sign-out': 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11',
  'sign-in': 'M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H4',
  sliders: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
  'id-card': 'M3 6h18v12H3zM8 9a2 2 0 1 0 0 4a2 2 0 1 0 0-4zM5.5 16c.6-1.4 4.4-1.4 5 0M13 10h5M13 14h4',
  dot: 'M12 10a2 2 0 1 0 0 4a2 2 0 1 0 0-4z',
  logo: 'M4 4h16v16H4zM12 8v8M8 12h8',
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps {
  name?: IconName;
  /** A path on the same 24×24 grid, for icons kept elsewhere. */
  d?: string;
  size?: number;
  className?: string;
}

export function Icon({ name, d, size = 20, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d ?? (name ? PATHS[name] : '')} />
    </svg>
  );
}
