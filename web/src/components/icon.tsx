/**
 * A small set of inline SVG icons drawn for this portal on a 24×24 grid (strokes only), so that no
 * icon font or icon set is downloaded. Icons are decorative: the control around them carries the
 * accessible name.
 */
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-end': 'M9 6l6 6-6 6',
  'chevrons-start': 'M11 7l-5 5 5 5M18 7l-5 5 5 5',
  'arrow-up': 'M12 19V5M5 12l7-7 7 7',
  sun: 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM3 12h18M12 3c2.4 2.6 3.5 5.6 3.5 9s-1.1 6.4-3.5 9c-2.4-2.6-3.5-5.6-3.5-9s1.1-6.4 3.5-9z',
  cart: 'M3 4h2.5l2.2 10.5h10L20 8H6.4M8 20a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0zM15 20a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0z',
  user: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM4 21c0-4 3.6-6 8-6s8 2 8 6',
  users: 'M9 5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7zM2.5 20c0-3.5 3-5.5 6.5-5.5s6.5 2 6.5 5.5M16 5.2a3.5 3.5 0 0 1 0 6.6M18 14.8c2 .6 3.5 2.4 3.5 5.2',
  'sign-out': 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11',
  'sign-in': 'M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H4',
  sliders: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  briefcase: 'M3 8h18v11H3zM8 8V5h8v3M3 13h18',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  'id-card': 'M3 6h18v12H3zM8 9a2 2 0 1 0 0 4a2 2 0 1 0 0-4zM5.5 16c.6-1.4 4.4-1.4 5 0M13 10h5M13 14h4',
  'pie-chart': 'M11 4a8.5 8.5 0 1 0 9 9h-9zM14 3.2A8 8 0 0 1 20.8 10H14z',
  'bar-chart': 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  bag: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  chat: 'M4 5h16v11H9l-5 4z',
  'check-square': 'M4 4h16v16H4zM8 12l3 3 5-6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  'credit-card': 'M3 6h18v12H3zM3 10h18M7 15h3',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  help: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.5V14M12 17v.5',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7',
  dollar: 'M12 3v18M16 7c-1-1.3-2.4-2-4-2-2.2 0-4 1.3-4 3s1.8 2.6 4 3 4 1.3 4 3-1.8 3-4 3c-1.8 0-3.3-.8-4.2-2',
  pen: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  lock: 'M6 11h12v10H6zM8 11V8a4 4 0 0 1 8 0v3',
  alert: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  type: 'M5 6V4h14v2M12 4v16M9 20h6',
  droplet: 'M12 3c3 4 6 7 6 11a6 6 0 0 1-12 0c0-4 3-7 6-11z',
  star: 'M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.3-5.5-2.9-5.5 2.9 1-6.3L3 9.7l6.2-.9z',
  card: 'M4 5h16v14H4zM4 9h16',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  'plus-square': 'M4 4h16v16H4zM12 8v8M8 12h8',
  layout: 'M4 4h16v16H4zM4 9h16M9 9v11',
  map: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15M15 6v15',
  form: 'M4 4h16v16H4zM8 9h8M8 13h8M8 17h4',
  table: 'M3 5h18v14H3zM3 10h18M3 15h18M9 5v14',
  steps: 'M4 19h5v-5h5V9h5V4',
  repeat: 'M17 3l3 3-3 3M4 12V9a3 3 0 0 1 3-3h13M7 21l-3-3 3-3M20 12v3a3 3 0 0 1-3 3H4',
  'check-circle': 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM8 12l3 3 5-6',
  dot: 'M12 10a2 2 0 1 0 0 4a2 2 0 1 0 0-4z',
  logo: 'M4 4h16v16H4zM12 8v8M8 12h8',
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

export function Icon({ name, size = 20, className }: IconProps) {
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
      <path d={PATHS[name]} />
    </svg>
  );
}
