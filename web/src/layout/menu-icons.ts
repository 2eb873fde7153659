import type { IconName } from '../components/icon';

/** The menu's icons (24×24 grid, strokes only), loaded with the application layout only. */
export const MENU_ICONS = {
  'chevrons-start': 'M11 7l-5 5 5 5M18 7l-5 5 5 5',
  users: 'M9 5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7zM2.5 20c0-3.5 3-5.5 6.5-5.5s6.5 2 6.5 5.5M16 5.2a3.5 3.5 0 0 1 0 6.6M18 14.8c2 .6 3.5 2.4 3.5 5.2',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  briefcase: 'M3 8h18v11H3zM8 8V5h8v3M3 13h18',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
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
} as const;

export type MenuIconName = keyof typeof MENU_ICONS;

/** Props for <Icon> from a menu icon or one of the shared icons. */
export function iconProps(name: MenuIconName | IconName | undefined): { d: string } | { name: IconName } {
  if (!name) return { name: 'dot' };
  return name in MENU_ICONS ? { d: MENU_ICONS[name as MenuIconName] } : { name: name as IconName };
}
